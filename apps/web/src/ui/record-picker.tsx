import type { EntityType } from '@kontor/contracts';
import { Group, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from './select/kontor-select.tsx';
import { useRecordOptions, type RecordOptionGroup } from '../lib/queries/use-record-options.ts';
import { useReferencedRecord } from '../lib/queries/use-referenced-record.ts';
import '../lib/entity-nav.ts';

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The types the reference may point to (a contact's company: customers or vendors). */
  types: readonly EntityType[];
  value: number | null;
  onChange: (value: number | null) => void;
  /** The name of the current value, from the record's `refs`, shown before any search ran. */
  knownName?: string;
};

interface Known {
  name: string;
  number: string | null;
}

/**
 * Picks a record of one or more types, searching on the server as the user types (number, name and
 * the type's searchable fields). With several types the results are grouped by type. Enter takes
 * the highlighted option, or the only match of the search (also when typed before the answer came).
 */
export function RecordPicker({ types, value, onChange, knownName, ...props }: Props) {
  const { t } = useTranslation('entityNav');
  // Searched at all once the dropdown opened; open right now (closed after Enter picks a match).
  const [opened, setOpened] = useState(false);
  const [dropdownOpened, setDropdownOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Names of every record seen here, so the chosen one keeps its label whatever the search shows.
  const known = useRef(new Map<number, Known>()).current;
  // A value handed over without its name (`?company=12` in the URL) is looked up once.
  const unnamed = value !== null && !known.has(value) && knownName === undefined;
  const lookedUp = useReferencedRecord(types, value, unnamed).record;
  const selectedName =
    value === null ? '' : (known.get(value)?.name ?? knownName ?? lookedUp?.name ?? `#${value}`);
  // After picking, the input shows the chosen name; opening again should offer everything, not just it.
  const term = debounced === selectedName ? '' : debounced;
  const { groups, loading } = useRecordOptions(types, term, opened);
  for (const group of groups)
    for (const record of group.records) known.set(record.id, { name: record.name, number: record.number });

  // Enter picks the match when the search found exactly one — once the answer is for what was typed.
  const answered = !loading && debounced === search && term.trim() !== '';
  const matches = groups.flatMap((g) => g.records);
  const [enterPending, setEnterPending] = useState(false);
  const pickOnly = () => {
    setEnterPending(false);
    if (matches.length !== 1) return;
    if (matches[0]!.id !== value) onChange(matches[0]!.id);
    setDropdownOpened(false);
  };
  useEffect(() => {
    if (enterPending && answered) pickOnly();
  }, [enterPending, answered]);

  const data = optionsOf(groups, types.length > 1 ? (type) => t(type) : undefined);
  if (value !== null && !groups.some((g) => g.records.some((r) => r.id === value)))
    data.unshift({ value: String(value), label: selectedName });

  return (
    <KontorSelect
      {...props}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      onSearchChange={(next) => {
        setSearch(next);
        setEnterPending(false);
      }}
      dropdownOpened={dropdownOpened}
      onDropdownOpen={() => {
        setOpened(true);
        setDropdownOpened(true);
      }}
      onDropdownClose={() => setDropdownOpened(false)}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.key !== 'Enter' || event.nativeEvent.isComposing || search.trim() === '') return;
        // A highlighted option is Mantine's to submit (its handler runs after this one).
        const listId = event.currentTarget.getAttribute('aria-controls');
        if (listId && document.getElementById(listId)?.querySelector('[data-combobox-selected]')) return;
        // Otherwise Enter must not submit the surrounding form.
        event.preventDefault();
        if (answered) pickOnly();
        else setEnterPending(true);
      }}
      // The server has searched already (also in fields the label does not show, like the zip code).
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const number = known.get(Number(option.value))?.number;
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm" truncate>
              {option.label}
            </Text>
            {number && (
              <Text size="xs" c="dimmed">
                {number}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}

type Option = { value: string; label: string };
type OptionData = (Option | { group: string; items: Option[] })[];

function optionsOf(groups: RecordOptionGroup[], groupLabel?: (type: EntityType) => string): OptionData {
  const data: OptionData = [];
  for (const group of groups) {
    const items = group.records.map((r) => ({ value: String(r.id), label: r.name }));
    if (items.length === 0) continue;
    if (groupLabel) data.push({ group: groupLabel(group.type), items });
    else data.push(...items);
  }
  return data;
}
