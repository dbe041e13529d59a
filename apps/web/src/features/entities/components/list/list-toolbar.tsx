import type { EntityType } from '@kontor/contracts';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';
import type { ListColumn } from '../../list-columns.ts';
import { activeFilterCount, archivedModes, type ArchivedMode, type ListState } from '../../list-state.ts';
import { ColumnPicker } from './column-picker.tsx';
import { ExportMenu } from './export-menu.tsx';
import { ListSearch } from '../../../../ui/list-search.tsx';

interface Props {
  type: EntityType;
  state: ListState;
  onChange: (state: ListState) => void;
  columns: readonly ListColumn[];
  shown: readonly ListColumn[];
  onColumnsChange: (keys: string[] | null) => void;
  hasFilters: boolean;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  phone: boolean;
}

/** Search, active/archived, filters, columns and export above the list. */
export function ListToolbar(props: Props) {
  const { type, state, onChange, columns, shown, onColumnsChange, phone } = props;
  const { t } = useTranslation('entities');
  const filterCount = activeFilterCount(state);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ListSearch
        label={t(`types.${type}.label`)}
        value={state.q}
        onChange={(q) => onChange({ ...state, q, page: 1 })}
        autoFocus={!phone}
      />
      <SegmentedControl
        aria-label={t('list.archived.label')}
        data={archivedModes.map((mode) => ({ value: mode, label: t(`list.archived.${mode}`) }))}
        value={state.archived}
        onChange={(archived) => onChange({ ...state, archived: archived as ArchivedMode, page: 1 })}
        fullWidth={phone}
        style={phone ? { flex: '1 1 100%' } : undefined}
      />
      <Group gap="sm" ml={phone ? undefined : 'auto'} wrap="wrap">
        {props.hasFilters && (
          <Button
            variant={filterCount > 0 ? 'light' : 'default'}
            leftSection={<IconFilter size={16} />}
            aria-expanded={props.filtersOpen}
            onClick={props.onToggleFilters}
          >
            {filterCount > 0 ? t('filters.labelCount', { count: filterCount }) : t('filters.label')}
          </Button>
        )}
        {!phone && <ColumnPicker columns={columns} shown={shown} onChange={onColumnsChange} />}
        <ExportMenu type={type} state={state} columns={shown.map((c) => c.key)} />
      </Group>
    </Group>
  );
}
