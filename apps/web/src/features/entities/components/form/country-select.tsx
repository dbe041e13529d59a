import { countryCodes, countryLabel } from '@kontor/contracts';
import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { KontorMultiSelect, KontorSelect } from '../../../../ui/select/kontor-select.tsx';

let options: { value: string; label: string }[] | undefined;

/** Every country by its German name, alphabetically — Germany first, where almost every record is. */
export function countryOptions() {
  options ??= [
    { value: 'DE', label: countryLabel('DE') },
    ...countryCodes
      .filter((code) => code !== 'DE')
      .map((code) => ({ value: code, label: countryLabel(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'de')),
  ];
  return options;
}

export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  return <KontorSelect data={countryOptions()} {...props} />;
}

export function CountryMultiSelect(props: Omit<MultiSelectProps, 'data'>) {
  return <KontorMultiSelect data={countryOptions()} {...props} />;
}
