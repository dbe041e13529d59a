import type { ImportPreviewRow } from '@kontor/contracts';
import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
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

/** Phone: one card per file row — row number, status, name, errors. */
export function PreviewCards({ rows, total, page, pageSize, onPageChange }: Props) {
  const { t } = useTranslation('entitiesImport');
  if (rows.length === 0) return <Text c="dimmed">{t('preview.noErrors')}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper key={row.line} component="li" withBorder p="sm" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {row.name}
                </Text>
                <RowStatusBadge status={row.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {t('preview.line')} {row.line}
                {row.number ? ` · ${row.number}` : ''}
              </Text>
              <RowDetails row={row} />
            </Stack>
          </Paper>
        ))}
      </Stack>
      {total > pageSize && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(total / pageSize)}
            value={page}
            onChange={onPageChange}
            size="lg"
            siblings={0}
            getControlProps={(control) => ({ 'aria-label': t(`preview.pageControl.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
