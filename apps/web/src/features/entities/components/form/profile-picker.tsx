import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { KontorMultiSelect, KontorSelect } from '../../../../ui/select/kontor-select.tsx';
import { useProfileOptions } from '../../../../lib/queries/use-profile-options.ts';
import { refName } from '../../../../lib/field-format.ts';

type Refs = Readonly<Record<string, string>>;

/** The tenant's people; people referred to but no longer listed (left the company) stay choosable by name. */
function useProfileData(selected: readonly number[], refs: Refs) {
  const profiles = useProfileOptions();
  const data = (profiles.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  for (const id of selected)
    if (!data.some((o) => o.value === String(id)))
      data.push({ value: String(id), label: refName(refs, 'p', id) });
  return data;
}

type SingleProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: number | null) => void;
  refs: Refs;
};

export function ProfilePicker({ value, onChange, refs, ...props }: SingleProps) {
  const data = useProfileData(value === null ? [] : [value], refs);
  return (
    <KontorSelect
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      {...props}
    />
  );
}

type MultiProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> & {
  value: number[];
  onChange: (value: number[]) => void;
  refs: Refs;
};

export function ProfilesPicker({ value, onChange, refs, ...props }: MultiProps) {
  const data = useProfileData(value, refs);
  return (
    <KontorMultiSelect
      data={data}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      {...props}
    />
  );
}
