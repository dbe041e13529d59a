import { Alert, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { useAccountingLock, useLockAccountingPeriod } from '../api/use-accounting-lock.ts';
import '../i18n.ts';
import { lockableMonths } from './period.ts';

const monthLabel = (key: string) => `${key.slice(5, 7)}/${key.slice(0, 4)}`;

/**
 * Festschreibung: shows up to which month the books are locked and, with `canLock`, locks further
 * finished months (after a confirmation — it is never taken back).
 */
export function PeriodLockCard({ canLock }: { canLock: boolean }) {
  const { t, i18n } = useTranslation('accounting');
  const lock = useAccountingLock();
  const lockPeriod = useLockAccountingPeriod();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const until = lock.data?.locked_until ?? null;
  const months = lockableMonths(today, until);
  const [month, setMonth] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = month ?? months[0] ?? null;
  const title = t('lock.title');

  const confirm = async () => {
    if (!chosen) return;
    try {
      await lockPeriod.mutateAsync(chosen);
      toast.success(t('lock.done', { month: monthLabel(chosen) }));
    } catch (error) {
      toast.error(t('lock.failed'), error instanceof Error ? error.message : undefined);
    }
    setConfirming(false);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" data-testid="accounting-lock-state">
          {until
            ? t('lock.lockedUntil', {
                date: formatDate(until, i18n.language),
                by: lock.data?.locked_by ?? '–',
                at: lock.data?.locked_at ? formatDateTime(lock.data.locked_at, i18n.language) : '–',
              })
            : t('lock.none')}
        </Text>
        {canLock && months.length > 0 && (
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('lock.month')}
              data={months.map((m) => ({ value: m, label: monthLabel(m) }))}
              value={chosen ?? ''}
              onChange={(e) => setMonth(e.currentTarget.value)}
              w={200}
            />
            <Button
              variant="default"
              leftSection={<IconLock size={16} />}
              onClick={() => setConfirming(true)}
            >
              {t('lock.action')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('lock.confirmTitle')}>
        <Stack gap="sm">
          <Alert color="yellow">{t('lock.confirmBody', { month: chosen ? monthLabel(chosen) : '' })}</Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('lock.abort')}
            </Button>
            <Button color="red" loading={lockPeriod.isPending} onClick={() => void confirm()}>
              {t('lock.action')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
