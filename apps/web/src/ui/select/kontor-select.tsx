import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { selectEmptyMessage } from './select-texts.ts';

/**
 * Mantine's Select with the texts of SPEC §8: 'Search...' in the empty search field,
 * 'No options.' without any option, 'No results for "{query}".' when the search finds nothing.
 * Searchable by default; everything else is Mantine's Select (pass `placeholder` to override).
 */
export function KontorSelect({ searchable = true, onSearchChange, ...props }: SelectProps) {
  const texts = useSelectTexts(searchable, props.data, props.searchValue, onSearchChange);
  return <Select searchable={searchable} {...texts} {...props} />;
}

/** The same texts for picking several values. */
export function KontorMultiSelect({ searchable = true, onSearchChange, ...props }: MultiSelectProps) {
  const texts = useSelectTexts(searchable, props.data, props.searchValue, onSearchChange);
  return <MultiSelect searchable={searchable} {...texts} {...props} />;
}

function useSelectTexts(
  searchable: boolean,
  data: SelectProps['data'],
  searchValue: string | undefined,
  onSearchChange: ((value: string) => void) | undefined,
) {
  const { t } = useTranslation('ui');
  // Mantine keeps the search itself; we only listen to name it in the "no results" text.
  const [typed, setTyped] = useState('');
  const empty = selectEmptyMessage(data, searchValue ?? typed);
  return {
    placeholder: searchable ? t('select.search') : undefined,
    nothingFoundMessage:
      empty.key === 'select.noResults' ? t(empty.key, { query: empty.query }) : t(empty.key),
    onSearchChange: (value: string) => {
      setTyped(value);
      onSearchChange?.(value);
    },
  };
}
