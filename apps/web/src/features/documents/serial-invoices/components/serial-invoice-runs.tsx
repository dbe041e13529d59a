import {
  formatBillingPeriodDe,
  serialInvoiceRunStatusLabels,
  type SerialInvoiceRun,
} from '@kontor/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { toast } from '../../../../ui/toast/toast.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import { useRunSerialInvoice } from '../api/use-serial-invoice-mutations.ts';
import { useSerialInvoiceRuns } from '../api/use-serial-invoices.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';

const statusColor: Record<SerialInvoiceRun['status'], string> = {
  created: 'gray',
  finalized: 'blue',
  sent: 'green',
  failed: 'red',
};

export function RunStatusBadge({ status }: { status: SerialInvoiceRun['status'] }) {
  return (
    <Badge variant="light" color={statusColor[status]} style={{ flexShrink: 0 }} miw="fit-content">
      {serialInvoiceRunStatusLabels[status]}
    </Badge>
  );
}

/** "Jetzt ausführen" with its result as a toast. */
export function RunNowButton({ id, disabled }: { id: number; disabled?: boolean }) {
  const { t } = useTranslation('serialInvoices');
  const run = useRunSerialInvoice();
  const start = () =>
    run.mutate(id, {
      onSuccess: ({ runs }) => {
        if (runs.length === 0) return void toast.success(t('runs.nothingDue'));
        const failed = runs.some((r) => r.status === 'failed');
        const written = t('runs.written', { count: runs.length });
        if (failed) toast.error(written, t('runs.someFailed'));
        else
          toast.success(
            written,
            runs.map((r) => formatBillingPeriodDe({ start: r.period_start, end: r.period_end })).join(', '),
          );
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <Button
      variant="light"
      leftSection={<IconPlayerPlay size={16} />}
      loading={run.isPending}
      disabled={disabled}
      title={t('runs.runNowHint')}
      onClick={start}
    >
      {t('runs.runNow')}
    </Button>
  );
}

/** The run log of one template, newest period first. */
export function SerialInvoiceRuns({ id, active }: { id: number; active: boolean }) {
  const { t, i18n } = useTranslation('serialInvoices');
  const canWrite = useSession((s) => s.permissions.includes('documents.write'));
  const runs = useSerialInvoiceRuns(id);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('runs.title')}
          </Title>
          {canWrite && <RunNowButton id={id} disabled={!active} />}
        </Group>
        {runs.isPending && <BusyIndicator size="sm" label={t('loading')} />}
        {runs.isError && (
          <LoadFailedAlert
            title={t('loadFailed')}
            message={runs.error.message}
            retryLabel={t('retry')}
            onRetry={() => void runs.refetch()}
            compact
          />
        )}
        {runs.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('runs.empty')}
          </Text>
        )}
        {runs.data && runs.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('runs.period')}</Table.Th>
                  <Table.Th>{t('runs.document')}</Table.Th>
                  <Table.Th>{t('runs.status')}</Table.Th>
                  <Table.Th>{t('runs.trigger')}</Table.Th>
                  <Table.Th>{t('runs.at')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.data.map((run) => (
                  <Table.Tr key={run.id}>
                    <Table.Td>
                      {formatBillingPeriodDe({ start: run.period_start, end: run.period_end })}
                    </Table.Td>
                    <Table.Td>
                      {run.document_id && (
                        <Anchor component={Link} to={documentPaths.show(run.document_id)} size="sm">
                          {run.document_number ?? t('runs.draft')}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <RunStatusBadge status={run.status} />
                        {run.message && (
                          <Text size="xs" c={run.status === 'failed' ? 'red' : 'dimmed'}>
                            {run.message}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{t(`runs.${run.trigger}`)}</Table.Td>
                    <Table.Td>{formatDateTime(run.created_at, i18n.language)}</Table.Td>
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
