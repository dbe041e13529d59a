import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n.ts';

interface Props {
  /** The list's name ("Kunden"), for the placeholder. */
  label: string;
  /** The search in the URL. */
  value: string;
  onChange: (value: string) => void;
  autoFocus: boolean;
}

/** The list's search box: typing updates the URL (and the list) after a short pause. */
export function ListSearch({ label, value, onChange, autoFocus }: Props) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  // A change of the URL from outside (reset button, back button) shows in the box.
  useEffect(() => {
    if (value !== debounced.trim()) setText(value);
  }, [value]);
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced.trim());
  }, [debounced]);
  return (
    <TextInput
      aria-label={t('listSearch.label')}
      placeholder={t('listSearch.placeholder', { label })}
      leftSection={<IconSearch size={16} />}
      type="search"
      autoFocus={autoFocus}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      style={{ flex: '1 1 16rem' }}
      maw={{ sm: 420 }}
    />
  );
}
