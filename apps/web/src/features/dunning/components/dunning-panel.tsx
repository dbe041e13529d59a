import { formatEuro } from '@kontor/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useDunningOverview } from '../api/use-dunning-overview.ts';
import { CreateDunningNoticesDialog } from './create-dunning-notices-dialog.tsx';
import { targetOfOverdueInvoice, type DunningTarget } from './dunning-target.ts';
import { OverdueInvoiceCards } from './overdue-invoice-cards.tsx';
import { OverdueInvoicesTable } from './overdue-invoices-table.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

/**
 * The dunning view of the documents list (`?view=dunning`): overdue invoices by Mahnstufe; select
 * several and create their next-level notices in one go.
 */
export function DunningPanel() {
  const { t } = useTranslation('dunning');
  const canWrite = useSession((s) => s.permissions.includes('documents.write'));
  const overview = useDunningOverview();
  const isPhone = useIsPhoneLayout();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialogTargets, setDialogTargets] = useState<DunningTarget[] | null>(null);

  if (overview.isPending) return <BusyIndicator label={t('title')} />;
  if (overview.isError) {
    return (
      <LoadFailedAlert
        title={t('loadFailed')}
        message={overview.error.message}
        retryLabel={t('retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  }

  const items = overview.data.groups.flatMap((group) => group.items);
  const toggle = (documentId: number, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(documentId);
      else next.delete(documentId);
      return next;
    });
  const selectedTargets = items
    .filter((item) => selected.has(item.document_id))
    .map(targetOfOverdueInvoice)
    .filter((target): target is DunningTarget => target !== null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" maw={720}>
            {t('intro')}
          </Text>
          <Text fw={600}>{t('totalOpen', { amount: formatEuro(overview.data.total_open) })}</Text>
        </Stack>
        {canWrite && (
          <Group gap="sm">
            {selectedTargets.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('selected', { count: selectedTargets.length })}
              </Text>
            )}
            <Button
              leftSection={<IconAlarm size={18} />}
              disabled={selectedTargets.length === 0}
              onClick={() => setDialogTargets(selectedTargets)}
            >
              {t('createNext')}
            </Button>
          </Group>
        )}
      </Group>
      {items.length === 0 && (
        <Paper withBorder p="lg">
          <Text>{t('empty')}</Text>
        </Paper>
      )}
      {overview.data.groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Stack key={group.level} gap="xs" component="section" aria-label={group.label}>
            <Title order={3} size="h4">
              {`${group.label} (${group.items.length})`}
            </Title>
            {isPhone ? (
              <OverdueInvoiceCards
                items={group.items}
                selected={selected}
                canWrite={canWrite}
                onToggle={toggle}
              />
            ) : (
              <OverdueInvoicesTable
                items={group.items}
                selected={selected}
                canWrite={canWrite}
                onToggle={toggle}
              />
            )}
          </Stack>
        ))}
      {dialogTargets && (
        <CreateDunningNoticesDialog
          opened
          targets={dialogTargets}
          onClose={() => setDialogTargets(null)}
          onCreated={() => setSelected(new Set())}
        />
      )}
    </Stack>
  );
}

export default DunningPanel;
