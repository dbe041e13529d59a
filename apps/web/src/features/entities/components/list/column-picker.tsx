import { Button, Checkbox, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';
import type { ListColumn } from '../../list-columns.ts';

interface Props {
  columns: readonly ListColumn[];
  shown: readonly ListColumn[];
  /** The new choice; null = back to the defaults. */
  onChange: (keys: string[] | null) => void;
}

/** Which columns the list (and the export) shows; the name always stays, it opens the record. */
export function ColumnPicker({ columns, shown, onChange }: Props) {
  const { t } = useTranslation('entities');
  const shownKeys = new Set(shown.map((c) => c.key));
  const toggle = (key: string, on: boolean) =>
    onChange(columns.map((c) => c.key).filter((k) => (k === key ? on : shownKeys.has(k))));
  return (
    <Popover position="bottom-end" shadow="md" width={280} trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} />}>
          {t('columns.label')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text fw={600} size="sm" id="entity-columns-title">
            {t('columns.title')}
          </Text>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="xs" role="group" aria-labelledby="entity-columns-title" pr="sm">
              {columns.map((column) => (
                <Checkbox
                  key={column.key}
                  label={column.label}
                  checked={shownKeys.has(column.key)}
                  disabled={column.key === 'name'}
                  onChange={(e) => toggle(column.key, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            {t('columns.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
