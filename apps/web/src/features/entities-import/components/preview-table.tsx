import type { ImportPreviewRow } from '@kontor/contracts';
import { Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { RowDetails } from './row-details.tsx';
import { RowStatusBadge } from './row-status-badge.tsx';

interface Props {
  rows: ImportPreviewRow[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Desktop and tablet: one table row per file row with its status and errors. */
export function PreviewTable({ rows, total, page, pageSize, onPageChange }: Props) {
  const { t } = useTranslation('entitiesImport');
  return (
    <DataTable<ImportPreviewRow>
      withTableBorder
      borderRadius="md"
      verticalSpacing="sm"
      minHeight={120}
      idAccessor="line"
      records={rows}
      noRecordsText={t('preview.noErrors')}
      columns={[
        { accessor: 'line', title: t('preview.line'), textAlign: 'right', width: 80 },
        {
          accessor: 'status',
          title: 'Status',
          width: 140,
          render: (row) => <RowStatusBadge status={row.status} />,
        },
        {
          accessor: 'name',
          title: t('preview.record'),
          render: (row) => (
            <Stack gap={0}>
              <Text fw={600} size="sm">
                {row.name}
              </Text>
              <Text size="xs" c="dimmed">
                {row.number ?? (row.status === 'new' ? t('preview.noNumber') : '')}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'errors', title: t('preview.details'), render: (row) => <RowDetails row={row} /> },
      ]}
      totalRecords={total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => t('preview.range', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`preview.pageControl.${control}`) })}
    />
  );
}
