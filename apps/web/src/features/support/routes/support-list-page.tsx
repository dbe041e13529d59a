import { Badge, Button, Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import {
  ticketPriorityLabels,
  ticketStatusLabels,
  type Ticket,
  type TicketListQuery,
  type TicketPriority,
} from '@kontor/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { ListSearch } from '../../../ui/list-search.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useTickets } from '../api/support-api.ts';
import {
  formatDateTime,
  priorityColor,
  priorityOptions,
  statusColor,
  statusOptions,
} from '../components/ticket-labels.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

interface SupportSearch {
  status?: string;
  priority?: string;
  assignee?: string;
  q?: string;
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('support');
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component={Link}
      to={`/support/${ticket.id}`}
      aria-label={`${ticket.number} ${ticket.subject}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" c="dimmed">
            {ticket.number}
          </Text>
          <Group gap={4}>
            <Badge color={statusColor[ticket.status]} variant="light">
              {ticketStatusLabels[ticket.status]}
            </Badge>
            <Badge color={priorityColor[ticket.priority]} variant="outline">
              {ticketPriorityLabels[ticket.priority]}
            </Badge>
          </Group>
        </Group>
        <Text fw={600}>{ticket.subject}</Text>
        <Group gap="md">
          {(ticket.customer || ticket.requester_address) && (
            <Text size="sm">
              {ticket.customer?.name ?? ticket.requester_name ?? ticket.requester_address}
            </Text>
          )}
          {ticket.assignee && (
            <Text size="sm" c="dimmed">
              {ticket.assignee.name}
            </Text>
          )}
          {ticket.due_at && (
            <Text size="sm" c={ticket.overdue ? 'red' : 'dimmed'}>
              {ticket.overdue ? t('list.overdue') : t('list.due', { date: formatDateTime(ticket.due_at) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function SupportListScreen() {
  const { t } = useTranslation('support');
  const search = useSearch({ strict: false }) as SupportSearch;
  const isPhone = useIsPhoneLayout();
  const navigate = useNavigate();
  const canWrite = useSession((s) => s.permissions.includes('support.write'));
  const setSearch = (patch: Partial<SupportSearch>) =>
    void navigate({ to: '/support', search: { ...search, ...patch } as never, replace: true });
  const query: TicketListQuery = {
    status: search.status || 'active',
    ...(search.priority && { priority: search.priority as TicketPriority }),
    ...(search.assignee && { assignee: search.assignee }),
    ...(search.q && { q: search.q }),
  };
  const tickets = useTickets(query);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        {canWrite && (
          <Button component={Link} to="/support/create" leftSection={<IconPlus size={16} />}>
            {t('list.create')}
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={search.assignee === 'me' ? 'me' : 'all'}
          onChange={(value) => setSearch({ assignee: value === 'me' ? 'me' : undefined })}
          data={[
            { value: 'all', label: t('list.all') },
            { value: 'me', label: t('list.mine') },
          ]}
        />
        <Select
          label={t('list.status')}
          data={[{ value: '', label: t('list.anyStatus') }, ...statusOptions]}
          value={search.status ?? ''}
          onChange={(value) => setSearch({ status: value || undefined })}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('list.priority')}
          data={[{ value: '', label: t('list.anyPriority') }, ...priorityOptions]}
          value={search.priority ?? ''}
          onChange={(value) => setSearch({ priority: value || undefined })}
          allowDeselect={false}
          w={180}
        />
        <ListSearch
          label={t('list.title')}
          value={search.q ?? ''}
          onChange={(q) => setSearch({ q: q || undefined })}
          autoFocus={!isPhone}
        />
      </Group>
      {tickets.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : tickets.isError ? (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          message={tickets.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void tickets.refetch()}
        />
      ) : tickets.data.items.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <Stack gap="sm" role="list" aria-label={t('list.title')}>
          {tickets.data.items.map((ticket) => (
            <div role="listitem" key={ticket.id}>
              <TicketCard ticket={ticket} />
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function SupportListPage() {
  return (
    <RequirePermission permission="support.read">
      <SupportListScreen />
    </RequirePermission>
  );
}
