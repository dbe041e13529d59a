import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ticketChannelLabels,
  ticketPriorityLabels,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
} from '@kontor/contracts';
import { IconMailForward } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useAddNote, useBookTime, useReply, useTicket, useUpdateTicket } from '../api/support-api.ts';
import { MailHtmlFrame } from '../components/mail-html-frame.tsx';
import {
  formatDateTime,
  priorityColor,
  priorityOptions,
  statusColor,
  statusOptions,
} from '../components/ticket-labels.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function ThreadEntry({ message }: { message: TicketMessage }) {
  const { t } = useTranslation('support');
  const note = message.kind === 'note';
  const heading = note
    ? t('detail.note')
    : message.kind === 'incoming'
      ? t('detail.incoming', { from: message.from_name ?? message.from_address ?? '' })
      : t('detail.outgoing', { to: message.to.join(', ') });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={heading}
      data-kind={message.kind}
      bg={
        note
          ? 'var(--mantine-color-yellow-light)'
          : message.kind === 'outgoing'
            ? 'var(--mantine-color-blue-light)'
            : undefined
      }
      style={note ? { borderStyle: 'dashed' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {heading}
            </Text>
            {note && (
              <Badge color="yellow" variant="filled" size="sm" autoContrast>
                {t('detail.internal')}
              </Badge>
            )}
            {message.author && (
              <Text size="sm" c="dimmed">
                {t('detail.by', { name: message.author.name })}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(message.created_at)}
          </Text>
        </Group>
        {message.body_html ? (
          <MailHtmlFrame html={message.body_html} title={t('detail.htmlTitle')} />
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body_text}</Text>
        )}
        {message.attachments.length > 0 && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('detail.attachments')}:
            </Text>
            {message.attachments.map((a) => (
              <Badge key={a.file_id} variant="outline" style={{ textTransform: 'none' }}>
                {a.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Composer({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('support');
  const [mode, setMode] = useState<'reply' | 'note'>(ticket.requester_address ? 'reply' : 'note');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReply(ticket.id);
  const note = useAddNote(ticket.id);
  const pending = reply.isPending || note.isPending;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const options = {
      onSuccess: () => {
        setBody('');
        setError(undefined);
        toast.success(t(mode === 'reply' ? 'detail.sent' : 'detail.noted'));
      },
      onError: (e: Error & { fields?: Record<string, string> }) => {
        setError(e.fields?.body ?? e.message);
      },
    };
    if (mode === 'reply') reply.mutate({ body }, options);
    else note.mutate({ body }, options);
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'reply' | 'note')}
          data={[
            { value: 'reply', label: t('detail.reply'), disabled: !ticket.requester_address },
            { value: 'note', label: t('detail.addNote') },
          ]}
        />
        {!ticket.requester_address && (
          <Text size="sm" c="dimmed">
            {t('detail.noRequester')}
          </Text>
        )}
        <Textarea
          label={t(mode === 'reply' ? 'detail.replyLabel' : 'detail.noteLabel')}
          autosize
          minRows={4}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={pending}
            color={mode === 'note' ? 'yellow' : undefined}
            autoContrast={mode === 'note'}
          >
            {t(mode === 'reply' ? 'detail.send' : 'detail.saveNote')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const hoursAndMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;

function TicketTime({ ticket, canBook }: { ticket: TicketDetail; canBook: boolean }) {
  const { t } = useTranslation('support');
  const book = useBookTime(ticket.id);
  const [minutes, setMinutes] = useState<number | string>('');
  const [description, setDescription] = useState('');
  const [billable, setBillable] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const entries = ticket.time_entries;
  const total = entries.reduce((sum, e) => sum + e.duration_minutes, 0);
  const billableTotal = entries.filter((e) => e.billable).reduce((sum, e) => sum + e.duration_minutes, 0);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const duration = minutes === '' ? Number.NaN : Number(minutes);
    book.mutate(
      { duration_minutes: duration, billable, description: description || null },
      {
        onSuccess: () => {
          toast.success(t('time.booked', { minutes: duration }));
          setMinutes('');
          setDescription('');
          setErrors({});
        },
        onError: (e) => {
          setErrors(e.fields ?? {});
          if (!e.fields) toast.error(e.message);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('time.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('time.title')}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('time.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('time.total', { total: hoursAndMinutes(total), billable: hoursAndMinutes(billableTotal) })}
            </Text>
            {entries.map((e) => (
              <Group key={e.id} gap="xs" wrap="wrap">
                <Text size="sm">{hoursAndMinutes(e.duration_minutes)}</Text>
                <Badge size="sm" variant="light" color={e.billable ? 'green' : 'gray'}>
                  {e.billable ? t('time.billableBadge') : t('time.notBillableBadge')}
                </Badge>
                <Text size="sm" c="dimmed">
                  {e.person} · {e.date.split('-').reverse().join('.')}
                </Text>
              </Group>
            ))}
            <Anchor component={Link} to="/times" size="sm">
              {t('time.toTimes')}
            </Anchor>
          </Stack>
        )}
        {canBook && (
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <NumberInput
                label={t('time.minutes')}
                value={minutes}
                onChange={setMinutes}
                allowDecimal={false}
                allowNegative={false}
                min={1}
                max={1440}
                error={errors.duration_minutes}
              />
              <TextInput
                label={t('time.description')}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                error={errors.description}
              />
              <Checkbox
                label={t('time.billable')}
                checked={billable}
                onChange={(e) => setBillable(e.currentTarget.checked)}
              />
              <Button type="submit" variant="light" loading={book.isPending} w="fit-content">
                {t('time.book')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function TicketSidebar({ ticket, canWrite }: { ticket: TicketDetail; canWrite: boolean }) {
  const { t } = useTranslation('support');
  const update = useUpdateTicket(ticket.id);
  const myProfile = useSession((s) => s.profile?.id ?? null);
  const change = (patch: { status?: TicketStatus; priority?: TicketPriority; assignee_id?: number | null }) =>
    update.mutate(
      { ...patch, version: ticket.version },
      {
        onSuccess: () => toast.success(t('detail.saved')),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Select
          label={t('detail.status')}
          data={statusOptions}
          value={ticket.status}
          onChange={(v) => v && change({ status: v as TicketStatus })}
          readOnly={!canWrite}
          allowDeselect={false}
        />
        <Select
          label={t('detail.priority')}
          data={priorityOptions}
          value={ticket.priority}
          onChange={(v) => v && change({ priority: v as TicketPriority })}
          readOnly={!canWrite}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('detail.assignee')}
          </Text>
          <Group gap="xs">
            <Text size="sm">{ticket.assignee?.name ?? t('detail.nobody')}</Text>
            {canWrite && myProfile !== null && ticket.assignee?.id !== myProfile && (
              <Button size="compact-sm" variant="light" onClick={() => change({ assignee_id: myProfile })}>
                {t('detail.assignToMe')}
              </Button>
            )}
          </Group>
        </Stack>
        {(ticket.customer || ticket.requester_address) && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {ticket.customer ? t('detail.customer') : t('detail.requester')}
            </Text>
            <Text size="sm">{ticket.customer?.name ?? ticket.requester_name ?? ''}</Text>
            {ticket.requester_address && (
              <Text size="sm" c="dimmed">
                {ticket.requester_address}
              </Text>
            )}
          </Stack>
        )}
        {ticket.due_at && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('detail.due')}
            </Text>
            <Text size="sm" c={ticket.overdue ? 'red' : undefined}>
              {formatDateTime(ticket.due_at)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function SupportTicketScreen() {
  const { t } = useTranslation('support');
  const { id } = useParams({ strict: false }) as { id: string };
  const ticket = useTicket(Number(id));
  const canWrite = useSession((s) => s.permissions.includes('support.write'));
  const canComposeEmail = useSession((s) => s.permissions.includes('email.send'));
  const canBook = useSession((s) => s.permissions.includes('times.write')) && canWrite;
  if (ticket.isPending)
    return (
      <Group justify="center" py="xl">
        <BusyIndicator label={t('loading', { ns: 'common' })} />
      </Group>
    );
  if (ticket.isError)
    return (
      <Stack gap="md" maw={800}>
        <BackLink to="/support">{t('detail.back')}</BackLink>
        <LoadFailedAlert
          title={t('detail.notFound')}
          message={ticket.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void ticket.refetch()}
        />
      </Stack>
    );
  const data = ticket.data;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <BackLink to="/support">{t('detail.back')}</BackLink>
        <Group gap="xs">
          <Text c="dimmed" fw={600}>
            {data.number}
          </Text>
          <Badge color={statusColor[data.status]} variant="light">
            {statusOptions.find((o) => o.value === data.status)?.label}
          </Badge>
          <Badge color={priorityColor[data.priority]} variant="outline">
            {ticketPriorityLabels[data.priority]}
          </Badge>
          <Text size="sm" c="dimmed">
            {ticketChannelLabels[data.channel]}
          </Text>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.subject}
        </Title>
        {canComposeEmail && (
          <Button
            component={Link}
            to="/email/new"
            search={{ ticket: data.id } as never}
            variant="default"
            leftSection={<IconMailForward size={16} />}
            w="fit-content"
          >
            {t('detail.writeEmail')}
          </Button>
        )}
      </Stack>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="md" style={{ flex: '999 1 480px', minWidth: 0 }}>
          <Title order={2} size="h4">
            {t('detail.thread')}
          </Title>
          {data.messages.map((m) => (
            <ThreadEntry key={m.id} message={m} />
          ))}
          {canWrite && <Composer ticket={data} />}
        </Stack>
        <Stack gap="md" miw={260} style={{ flex: '1 1 260px' }}>
          <TicketSidebar ticket={data} canWrite={canWrite} />
          <TicketTime ticket={data} canBook={canBook} />
        </Stack>
      </Group>
    </Stack>
  );
}

export function SupportTicketPage() {
  return (
    <RequirePermission permission="support.read">
      <SupportTicketScreen />
    </RequirePermission>
  );
}
