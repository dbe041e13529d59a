import { importRowStatuses, type ImportPreview } from '@kontor/contracts';
import { Alert, Badge, Group, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { formatNumber } from '../../../lib/format.ts';
import '../i18n.ts';
import { PreviewCards } from './preview-cards.tsx';
import { PreviewTable } from './preview-table.tsx';
import { statusColors } from './row-status-badge.tsx';

const PAGE_SIZE = 50;

/** Step 3: counts per status, every row with its status and errors, optionally only the faulty ones. */
export function PreviewStep({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useTranslation('entitiesImport');
  const isPhone = useIsPhoneLayout();
  const [onlyErrors, setOnlyErrors] = useState(preview.totals.error > 0);
  const [page, setPage] = useState(1);
  const rows = onlyErrors ? preview.rows.filter((r) => r.status === 'error') : preview.rows;
  const visible = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const List = isPhone ? PreviewCards : PreviewTable;
  return (
    <Stack gap="md">
      <Group gap="xs" aria-label={t('steps.preview')}>
        {importRowStatuses.map((status) => (
          <Badge key={status} size="lg" variant="light" color={statusColors[status]} tt="none">
            {t(`preview.counts.${status}`)}: {formatNumber(preview.totals[status], i18n.language)}
          </Badge>
        ))}
      </Group>
      {preview.totals.error > 0 ? (
        <Alert color="red" variant="light" role="alert">
          {t('preview.hasErrors', { count: preview.totals.error })}
        </Alert>
      ) : (
        <Alert color="green" variant="light" role="status">
          {t('preview.allClear')}
        </Alert>
      )}
      <Switch
        label={t('preview.onlyErrors')}
        checked={onlyErrors}
        onChange={(event) => {
          setOnlyErrors(event.currentTarget.checked);
          setPage(1);
        }}
        size="md"
      />
      <List rows={visible} total={rows.length} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
