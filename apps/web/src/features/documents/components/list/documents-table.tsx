import {
  documentTypeDefinitions,
  formatEuro,
  hasOpenAmount,
  signedDocumentAmount,
  type DocumentList,
  type DocumentListItem,
} from '@kontor/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { useSortSemantics } from '../../../../ui/use-sort-semantics.ts';
import { DOCUMENT_PAGE_SIZE, type DocumentListState } from '../../document-list-state.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';
import { DocumentStatusBadge } from '../document-status-badge.tsx';

interface Props {
  list: DocumentList;
  /** All matches (from the sums); until they arrive, what the pages seen so far tell. */
  total: number | undefined;
  fetching: boolean;
  state: DocumentListState;
  onChange: (next: DocumentListState) => void;
}

/** The rows up to this page, plus one when a next page exists (enables "next"). */
export const knownTotal = (list: DocumentList, page: number) =>
  (page - 1) * DOCUMENT_PAGE_SIZE + list.items.length + (list.next_cursor ? 1 : 0);

/** Desktop and tablet: sortable columns, 50 per page (the sums stand in their own table below). */
export function DocumentsTable({ list, total, fetching, state, onChange }: Props) {
  const { t, i18n } = useTranslation('documents');
  const navigate = useNavigate();
  const descending = state.sort.startsWith('-');
  const sortStatus: DataTableSortStatus<DocumentListItem> = {
    columnAccessor: descending ? state.sort.slice(1) : state.sort,
    direction: descending ? 'desc' : 'asc',
  };
  const tableRef = useSortSemantics((label) => `${label}, ${descending ? '↓' : '↑'}`);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '–');
  return (
    <DataTable<DocumentListItem>
      tableRef={tableRef}
      aria-label={t('title')}
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      // Eight columns at 1280 px beside the navigation: the default padding cost "Fällig" its room.
      horizontalSpacing={8}
      minHeight={160}
      idAccessor="id"
      records={list.items}
      fetching={fetching}
      columns={[
        {
          accessor: 'number',
          title: t('list.columns.number'),
          sortable: true,
          noWrap: true,
          // The type under the number: one column less, so the amounts fit at 1280 px.
          render: (doc) => (
            <>
              <Anchor component={Link} to={documentPaths.show(doc.id)} fw={600} size="sm" display="block">
                {doc.number ?? t('list.draftNumber')}
              </Anchor>
              <Text size="xs" c="dimmed">
                {documentTypeDefinitions[doc.type].label}
              </Text>
            </>
          ),
        },
        {
          accessor: 'document_date',
          title: t('list.columns.date'),
          sortable: true,
          noWrap: true,
          render: (doc) => date(doc.document_date),
        },
        {
          accessor: 'customer_name',
          title: t('list.columns.customer'),
          sortable: true,
          render: (doc) => doc.customer_name ?? '–',
        },
        {
          accessor: 'subject',
          title: t('list.columns.subject'),
          render: (doc) => doc.subject ?? '',
        },
        {
          accessor: 'gross',
          title: t('list.columns.gross'),
          sortable: true,
          textAlign: 'right',
          noWrap: true,
          render: (doc) => formatEuro(signedDocumentAmount(doc.type, doc.gross)),
        },
        {
          accessor: 'open',
          title: t('list.columns.open'),
          sortable: true,
          textAlign: 'right',
          noWrap: true,
          // Quotes, orders, delivery notes and Stornos claim nothing: no "Offen".
          render: (doc) => (hasOpenAmount(doc.type) ? formatEuro(doc.open) : '–'),
        },
        {
          accessor: 'status',
          title: t('list.columns.status'),
          sortable: true,
          noWrap: true,
          // A badge shrinks to "Fest…" in an auto-sized cell; the longest label is "Teilweise bezahlt".
          width: 140,
          render: (doc) => <DocumentStatusBadge status={doc.status} overdue={doc.overdue} />,
        },
        {
          accessor: 'due_date',
          title: t('list.columns.due'),
          sortable: true,
          noWrap: true,
          width: 96,
          render: (doc) => (
            <Text size="sm" c={doc.overdue ? 'red' : undefined} fw={doc.overdue ? 600 : undefined}>
              {date(doc.due_date)}
            </Text>
          ),
        },
      ]}
      sortStatus={sortStatus}
      onSortStatusChange={(next) =>
        onChange({
          ...state,
          sort: `${next.direction === 'desc' ? '-' : ''}${String(next.columnAccessor)}`,
          page: 1,
        })
      }
      onRowClick={({ record, event }) => {
        if ((event.target as HTMLElement).closest('a')) return;
        void navigate({ to: documentPaths.show(record.id) });
      }}
      totalRecords={total ?? knownTotal(list, state.page)}
      recordsPerPage={DOCUMENT_PAGE_SIZE}
      page={state.page}
      onPageChange={(page) => onChange({ ...state, page })}
      paginationText={({ from, to, totalRecords }) => t('list.range', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({
        'aria-label':
          control === 'previous' ? t('list.previous') : control === 'next' ? t('list.next') : control,
      })}
    />
  );
}
