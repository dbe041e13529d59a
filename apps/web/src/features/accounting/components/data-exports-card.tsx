import type { AccountingPeriod, DataExport } from '@kontor/contracts';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { downloadDataExport, useDataExports, useStartDataExport } from '../api/use-data-exports.ts';
import '../i18n.ts';

/**
 * GoBD Datenträgerüberlassung of the period and the full export of the tenant: started here, made
 * in the background; the list shows the progress and offers the ZIP once it is ready.
 */
export function DataExportsCard({ period }: { period: AccountingPeriod }) {
  const { t, i18n } = useTranslation('accounting');
  const { api } = useServices();
  const canExportAll = useSession((s) => s.permissions.includes('settings.write'));
  const exports = useDataExports();
  const start = useStartDataExport();
  const title = t('dataExport.title');

  const run = (kind: 'gobd' | 'tenant') =>
    start.mutate(kind === 'gobd' ? { kind, ...period } : { kind }, {
      onSuccess: () => toast.success(t('dataExport.started')),
    });
  const save = async (item: DataExport) => {
    try {
      const file = await downloadDataExport(api, item.id, item.filename ?? `export-${item.id}.zip`);
      toast.success(t('dataExport.saved', { file }));
    } catch (error) {
      toast.error(t('dataExport.failed'), error instanceof Error ? error.message : undefined);
    }
  };
  const what = (item: DataExport) =>
    item.kind === 'gobd' && item.from && item.to
      ? t('dataExport.gobdOf', {
          from: formatDate(item.from, i18n.language),
          to: formatDate(item.to, i18n.language),
        })
      : t('dataExport.tenantKind');
  const state = (item: DataExport) => {
    const label = what(item);
    if (item.status === 'done')
      return (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => void save(item)}
          aria-label={t('dataExport.downloadOf', { what: label })}
        >
          {t('dataExport.download')}
        </Button>
      );
    if (item.status === 'failed')
      return (
        <Text size="sm" c="red">
          {item.error ?? t('dataExport.failed')}
        </Text>
      );
    return (
      <Stack gap={2} miw={140}>
        <Progress value={item.progress} animated aria-label={t('dataExport.progressOf', { what: label })} />
        <Text size="xs" c="dimmed">
          {item.status === 'queued'
            ? t('dataExport.queued')
            : t('dataExport.running', { progress: item.progress })}
        </Text>
      </Stack>
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{t('dataExport.intro')}</Text>
        {start.error && (
          <Alert color="red" role="alert" title={t('dataExport.failed')}>
            {start.error.message}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={start.isPending}
            onClick={() => run('gobd')}
          >
            {t('dataExport.startGobd')}
          </Button>
          {canExportAll && (
            <Button variant="default" loading={start.isPending} onClick={() => run('tenant')}>
              {t('dataExport.startTenant')}
            </Button>
          )}
        </Group>
        {exports.isPending ? (
          <Skeleton h={60} />
        ) : !exports.data || exports.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dataExport.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.at')}</Table.Th>
                  <Table.Th>{t('history.by')}</Table.Th>
                  <Table.Th>{t('dataExport.what')}</Table.Th>
                  <Table.Th>{t('dataExport.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exports.data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{formatDateTime(item.created_at, i18n.language)}</Table.Td>
                    <Table.Td>{item.created_by ?? '–'}</Table.Td>
                    <Table.Td>{what(item)}</Table.Td>
                    <Table.Td>{state(item)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
