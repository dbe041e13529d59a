import { Group, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useRecipientSearch } from '../api/emails-api.ts';

interface Props {
  label: string;
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  required?: boolean;
}

const SPLIT = [',', ';', ' '];

/** Addresses as tags; typing a name or address suggests those of customers and contacts. */
export function RecipientInput({ label, description, value, onChange, error, required }: Props) {
  const [term, setTerm] = useState('');
  const found = useRecipientSearch(term).data?.items ?? [];
  const names = new Map(found.map((r) => [r.address, r.name]));
  const options = [...new Set(found.map((r) => r.address))].filter((a) => !value.includes(a));
  return (
    <TagsInput
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        onChange(next);
        setTerm('');
      }}
      searchValue={term}
      onSearchChange={setTerm}
      data={term.trim().length >= 2 ? options : []}
      // The server already matched names and addresses; the address need not contain the term.
      filter={({ options: all }) => all}
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{names.get(option.value) ?? option.value}</Text>
          <Text size="sm" c="dimmed">
            {option.value}
          </Text>
        </Group>
      )}
      splitChars={SPLIT}
      acceptValueOnBlur
      error={error}
      required={required}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
