import { entityRegistry, isImportableEntityType, type EntityType } from '@kontor/contracts';
import { Collapse, Group, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/use-session.ts';
import { isAtLeast } from '../../../../lib/viewport/viewport-class.ts';
import { useViewport } from '../../../../lib/viewport/viewport-store.ts';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useCustomFields } from '../../../../lib/queries/use-custom-fields.ts';
import { useEntityList } from '../../api/use-entity-list.ts';
import '../../i18n.ts';
import { availableColumns, filterColumns, visibleColumns } from '../../list-columns.ts';
import { activeFilterCount } from '../../list-state.ts';
import { CreateActions } from './create-actions.tsx';
import { EntityCards } from './entity-cards.tsx';
import { EntityTable } from './entity-table.tsx';
import { ListEmptyState } from './list-empty-state.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { useColumnChoice } from './use-column-choice.ts';
import { useListState } from './use-list-state.ts';

/** The list of one registry type: search, filters, sort, pages and columns in the URL; cards on phones. */
export function EntityList({ type }: { type: EntityType }) {
  const { t } = useTranslation('entities');
  const definition = entityRegistry[type];
  const canWrite = useSession((s) => s.permissions.includes(definition.permissions.write));
  const canImport = canWrite && isImportableEntityType(type);
  const phone = !isAtLeast(useViewport(), 'tablet');
  const [state, setState] = useListState(type);
  const customFields = useCustomFields(type);
  const columns = useMemo(
    () => availableColumns(type, customFields.data ?? [], { name: t('list.name'), number: t('list.number') }),
    [type, customFields.data, t],
  );
  const [chosen, setChosen] = useColumnChoice(type);
  const shown = visibleColumns(columns, chosen);
  const filters = filterColumns(columns);
  const list = useEntityList(type, state);
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(activeFilterCount(state) > 0);

  return (
    <Stack gap="md">
      <PageHeader
        title={t(`types.${type}.label`)}
        description={list.data && t('list.total', { count: list.data.total })}
        actions={
          canWrite && (
            <Group gap="sm">
              <CreateActions type={type} canImport={canImport} />
            </Group>
          )
        }
      />
      <ListToolbar
        type={type}
        state={state}
        onChange={setState}
        columns={columns}
        shown={shown}
        onColumnsChange={setChosen}
        hasFilters={filters.length > 0}
        filtersOpen={filtersOpen}
        onToggleFilters={toggleFilters}
        phone={phone}
      />
      {filters.length > 0 && (
        <Collapse expanded={filtersOpen}>
          <ListFilters columns={filters} state={state} onChange={setState} />
        </Collapse>
      )}
      {list.isError ? (
        <LoadFailedAlert
          title={t('list.loadError')}
          message={list.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={phone ? 72 : 44} />
          ))}
        </Stack>
      ) : list.data.total === 0 ? (
        <ListEmptyState
          type={type}
          state={state}
          canWrite={canWrite}
          canImport={canImport}
          onReset={() => setState({ ...state, q: '', filter: {}, page: 1 })}
        />
      ) : phone ? (
        <EntityCards type={type} list={list.data} columns={shown} state={state} onChange={setState} />
      ) : (
        <EntityTable
          type={type}
          list={list.data}
          fetching={list.isFetching}
          columns={shown}
          state={state}
          onChange={setState}
        />
      )}
    </Stack>
  );
}
