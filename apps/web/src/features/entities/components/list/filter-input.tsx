import type { EntityType } from '@kontor/contracts';
import { Group, Input, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KontorMultiSelect, KontorSelect } from '../../../../ui/select/kontor-select.tsx';
import '../../i18n.ts';
import type { ListColumn } from '../../list-columns.ts';
import type { FilterValue } from '../../list-state.ts';
import { CountryMultiSelect } from '../form/country-select.tsx';
import { DateField } from '../../../../ui/date-field.tsx';
import { NumberField } from '../form/number-field.tsx';
import { ProfilePicker } from '../form/profile-picker.tsx';
import { RecordPicker } from '../../../../ui/record-picker.tsx';

interface Props {
  column: ListColumn;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

type Range = { from?: string | number; to?: string | number };
const rangeOf = (value: FilterValue | undefined): Range =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
const listOf = (value: FilterValue | undefined) => (Array.isArray(value) ? value.map(String) : []);
const idOf = (value: FilterValue | undefined) => (typeof value === 'number' ? value : null);
const numberOrUndefined = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** The filter of one column, by its field's kind: any-of for options, from/to for dates and numbers. */
export function FilterInput({ column, value, onChange }: Props) {
  const { t } = useTranslation('entities');
  const field = column.field!;
  const label = column.label;
  const id = `filter-${column.key.replace('.', '-')}`;
  switch (field.kind) {
    case 'select':
    case 'multiSelect':
      return (
        <KontorMultiSelect
          id={id}
          label={label}
          data={field.options ?? []}
          value={listOf(value)}
          onChange={(next) => onChange(next)}
          clearable
        />
      );
    case 'country':
      return <CountryMultiSelect id={id} label={label} value={listOf(value)} onChange={onChange} clearable />;
    case 'boolean':
      return (
        <KontorSelect
          id={id}
          label={label}
          searchable={false}
          data={[
            { value: 'true', label: t('filters.yes') },
            { value: 'false', label: t('filters.no') },
          ]}
          placeholder={t('filters.any')}
          value={typeof value === 'boolean' ? String(value) : null}
          onChange={(next) => onChange(next === null ? undefined : next === 'true')}
          clearable
        />
      );
    case 'date': {
      const range = rangeOf(value);
      const set = (part: keyof Range, next: string | null) =>
        onChange({ ...range, [part]: next ?? undefined });
      return (
        <Input.Wrapper label={label} id={id}>
          <Group gap="xs" grow wrap="nowrap">
            <DateField
              id={id}
              aria-label={t('filters.from', { label })}
              value={typeof range.from === 'string' ? range.from : null}
              onChange={(next) => set('from', next)}
            />
            <DateField
              aria-label={t('filters.to', { label })}
              value={typeof range.to === 'string' ? range.to : null}
              onChange={(next) => set('to', next)}
            />
          </Group>
        </Input.Wrapper>
      );
    }
    case 'number':
    case 'money':
    case 'percent': {
      const range = rangeOf(value);
      const set = (part: keyof Range, next: number | string) =>
        onChange({ ...range, [part]: numberOrUndefined(next) });
      return (
        <Input.Wrapper label={label} id={id}>
          <Group gap="xs" grow wrap="nowrap">
            <NumberField
              id={id}
              kind={field.kind}
              aria-label={t('filters.from', { label })}
              placeholder={t('filters.fromShort')}
              value={range.from ?? ''}
              onChange={(next) => set('from', next)}
            />
            <NumberField
              kind={field.kind}
              aria-label={t('filters.to', { label })}
              placeholder={t('filters.toShort')}
              value={range.to ?? ''}
              onChange={(next) => set('to', next)}
            />
          </Group>
        </Input.Wrapper>
      );
    }
    case 'reference':
      return (
        <RecordPicker
          id={id}
          label={label}
          types={(field.referenceTypes ?? []) as EntityType[]}
          value={idOf(value)}
          onChange={(next) => onChange(next ?? undefined)}
          clearable
        />
      );
    case 'profile':
    case 'profiles':
      return (
        <ProfilePicker
          id={id}
          label={label}
          value={idOf(value)}
          onChange={(next) => onChange(next ?? undefined)}
          refs={{}}
          clearable
        />
      );
    default:
      return (
        <TextFilter
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
  }
}

/** Text filters apply after a short pause in typing, not on every key. */
function TextFilter({
  id,
  label,
  value,
  onChange,
}: { id: string; label: string; value: string } & Pick<Props, 'onChange'>) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const apply = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 400);
  // The URL changed from outside (filters reset, back button): show that.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <TextInput
      id={id}
      label={label}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
    />
  );
}
