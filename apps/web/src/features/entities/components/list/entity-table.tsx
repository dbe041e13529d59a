import type { EntityRecord, EntityType } from '@kontor/contracts';
import type { ShownEntityList } from '../../api/use-entity-list.ts';
import { useNavigate } from '@tanstack/react-router';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import '../../i18n.ts';
import type { ListColumn } from '../../list-columns.ts';
import { PAGE_SIZES, type ListState } from '../../list-state.ts';
import { useFormatContext } from '../../../../ui/use-format-context.ts';
import { ListCell, NameCell } from './list-cell.tsx';
import { useSortSemantics } from '../../../../ui/use-sort-semantics.ts';

interface Props {
  type: EntityType;
  list: ShownEntityList;
  fetching: boolean;
  columns: readonly ListColumn[];
  state: ListState;
  onChange: (state: ListState) => void;
}

const numericKinds = new Set(['number', 'money', 'percent']);
// Values that read wrong when broken over lines.
const noWrapKinds = new Set(['number', 'money', 'percent', 'date', 'phone', 'iban']);

/** Desktop and tablet: sortable columns, pages of 25/50/100; a row opens its record. */
export function EntityTable({ type, list, fetching, columns, state, onChange }: Props) {
  const { t } = useTranslation('entities');
  const navigate = useNavigate();
  const ctx = useFormatContext(list.refs);
  const descending = state.sort.startsWith('-');
  const sortStatus: DataTableSortStatus<EntityRecord> = {
    columnAccessor: descending ? state.sort.slice(1) : state.sort,
    direction: descending ? 'desc' : 'asc',
  };
  const tableRef = useSortSemantics((label) =>
    t(descending ? 'list.sortedDesc' : 'list.sortedAsc', { label }),
  );
  return (
    <DataTable<EntityRecord>
      tableRef={tableRef}
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={160}
      idAccessor="id"
      records={list.items}
      fetching={fetching}
      columns={columns.map((column) => ({
        accessor: column.key,
        title: column.label,
        sortable: column.sortable,
        textAlign: column.field && numericKinds.has(column.field.kind) ? 'right' : undefined,
        noWrap: column.key === 'number' || (column.field !== undefined && noWrapKinds.has(column.field.kind)),
        render: (record) =>
          column.key === 'name' ? (
            <NameCell type={type} record={record} />
          ) : (
            <ListCell column={column} record={record} ctx={ctx} />
          ),
      }))}
      sortStatus={sortStatus}
      onSortStatusChange={(next) =>
        onChange({
          ...state,
          sort: `${next.direction === 'desc' ? '-' : ''}${String(next.columnAccessor)}`,
          page: 1,
        })
      }
      onRowClick={({ record, event }) => {
        // Links in the row (the name) navigate themselves; a click elsewhere opens the record too.
        if ((event.target as HTMLElement).closest('a')) return;
        void navigate({ to: entityPaths.show(type, record.id) });
      }}
      totalRecords={list.total}
      recordsPerPage={state.size}
      page={state.page}
      onPageChange={(page) => onChange({ ...state, page })}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={(size) => onChange({ ...state, size: size as ListState['size'], page: 1 })}
      recordsPerPageLabel={t('list.pageSize')}
      paginationText={({ from, to, totalRecords }) => t('list.range', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`list.pageControl.${control}`) })}
    />
  );
}
