import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ticketPriorities,
  ticketPriorityLabels,
  ZSupportSettingsInput,
  type SupportSettings,
  type TicketPriority,
} from '@kontor/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useMailImports, useSaveSupportSettings, useSupportSettings } from '../api/support-api.ts';
import { formatDateTime } from '../components/ticket-labels.ts';
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
            clampBehavior="none"
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

const outcomeColor = { imported: 'teal.9', skipped: 'violet.9', failed: 'red.9' } as const;

/** Every fetched mail with what became of it, so one without a usable attachment is not lost. */
function MailImports() {
  const { t } = useTranslation('support');
  const imports = useMailImports();
  return (
    <Stack gap="sm" component="section" aria-label={t('imports.title')}>
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t('imports.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('imports.intro')}
        </Text>
      </Stack>
      {imports.isError ? (
        <LoadFailedAlert
          title={t('imports.loadFailed')}
          message={imports.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void imports.refetch()}
        />
      ) : !imports.data ? (
        <Skeleton h={80} />
      ) : imports.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('imports.empty')}
        </Text>
      ) : (
        imports.data.items.map((mail) => (
          <Paper
            key={mail.id}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={mail.subject ?? t('imports.noSubject')}
          >
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {mail.subject || t('imports.noSubject')}
                </Text>
                <Badge color={outcomeColor[mail.outcome]} variant="light">
                  {t(`imports.outcome.${mail.outcome}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[mail.from_address, mail.account_name, formatDateTime(mail.created_at)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {mail.ticket && (
                <Anchor component={Link} to={`/support/${mail.ticket.id}`} size="sm">
                  {t('imports.ticket', { number: mail.ticket.number })}
                </Anchor>
              )}
              {mail.incoming_invoice_ids.length > 0 && (
                <Anchor component={Link} to="/incomingInvoices" size="sm">
                  {t('imports.invoices', { count: mail.incoming_invoice_ids.length })}
                </Anchor>
              )}
              {mail.reason && <Text size="sm">{mail.reason}</Text>}
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
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
      <MailImports />
    </Stack>
  );
}

/** /settings/support: reaction times (hours until a ticket is due) per priority, fetched mails. */
export function SupportSettingsPage() {
  return (
    <RequirePermission permission="support.read">
      <SupportSettingsScreen />
    </RequirePermission>
  );
}
