import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';
import type { ListColumn } from '../../list-columns.ts';
import { activeFilterCount, withFilter, type ListState } from '../../list-state.ts';
import { FilterInput } from './filter-input.tsx';

interface Props {
  columns: readonly ListColumn[];
  state: ListState;
  onChange: (state: ListState) => void;
}

/** The filters of the type's filterable fields (custom fields included); they live in the URL. */
export function ListFilters({ columns, state, onChange }: Props) {
  const { t } = useTranslation('entities');
  return (
    <Paper withBorder p="md" component="section" aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
        {columns.map((column) => (
          <FilterInput
            key={column.key}
            column={column}
            value={state.filter[column.key]}
            onChange={(value) => onChange(withFilter(state, column.key, value))}
          />
        ))}
      </SimpleGrid>
      {activeFilterCount(state) > 0 && (
        <Group justify="flex-end" mt="md">
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => onChange({ ...state, filter: {}, page: 1 })}
          >
            {t('filters.reset')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
