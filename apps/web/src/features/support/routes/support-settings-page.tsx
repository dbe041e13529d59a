import { Button, Group, NumberInput, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  ticketPriorities,
  ticketPriorityLabels,
  ZSupportSettingsInput,
  type SupportSettings,
  type TicketPriority,
} from '@kontor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSaveSupportSettings, useSupportSettings } from '../api/support-api.ts';
import '../i18n.ts';

type Hours = Record<TicketPriority, number | string>;

function SlaForm({ settings, canWrite }: { settings: SupportSettings; canWrite: boolean }) {
  const { t } = useTranslation('support');
  const save = useSaveSupportSettings();
  const [hours, setHours] = useState<Hours>(settings.sla_hours);
  const [errors, setErrors] = useState<Partial<Record<TicketPriority, string>>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      sla_hours: Object.fromEntries(
        ticketPriorities.map((p) => [p, hours[p] === '' ? Number.NaN : Number(hours[p])]),
      ),
      version: settings.version,
    };
    const checked = ZSupportSettingsInput.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path[1], issue.message])) as Partial<
          Record<TicketPriority, string>
        >,
      );
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setHours(saved.sla_hours);
        toast.success(t('settings.saved'));
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate maw={560}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.explain')}
        </Text>
        {ticketPriorities.map((priority) => (
          <NumberInput
            key={priority}
            label={t('settings.hoursFor', { priority: ticketPriorityLabels[priority] })}
            description={t('settings.hoursHint')}
            value={hours[priority]}
            onChange={(value) => setHours((h) => ({ ...h, [priority]: value }))}
            error={errors[priority]}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={8760}
            suffix=" h"
            readOnly={!canWrite}
          />
        ))}
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function SupportSettingsScreen() {
  const { t } = useTranslation('support');
  const settings = useSupportSettings();
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  return (
    <Stack gap="lg" maw={960}>
      <BackLink to="/settings">{t('settings.back')}</BackLink>
      <PageHeader title={t('settings.title')} description={t('settings.intro')} />
      {settings.isError ? (
        <LoadFailedAlert
          title={t('settings.loadFailed')}
          message={settings.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : !settings.data ? (
        <Skeleton h={320} maw={560} />
      ) : (
        <SlaForm key={settings.data.version} settings={settings.data} canWrite={canWrite} />
      )}
    </Stack>
  );
}

/** /settings/support: reaction times (hours until a ticket is due) per priority. */
export function SupportSettingsPage() {
  return (
    <RequirePermission permission="support.read">
      <SupportSettingsScreen />
    </RequirePermission>
  );
}
