import { calendarLayers, calendarModes, type CalendarLayer, type CalendarMode } from '@kontor/contracts';
import type FullCalendar from '@fullcalendar/react';
import { ActionIcon, Button, Chip, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconRss } from '@tabler/icons-react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCalendarView, useMoveAppointment, type CalendarQuery } from '../api/use-calendar.ts';
import { berlinToday, isIsoDate } from '../calendar-dates.ts';
import { AppointmentDialog, type DialogTarget } from '../components/appointment-dialog.tsx';
import { CalendarBoard } from '../components/calendar-board.tsx';
import { FeedDialog } from '../components/feed-dialog.tsx';
import '../i18n.ts';

/** `/calendar/{month|week|day|list}?datum=YYYY-MM-DD`. */
export function CalendarPage() {
  return (
    <RequirePermission permission="calendar.read">
      <CalendarScreen />
    </RequirePermission>
  );
}

function CalendarScreen() {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const { mode } = useParams({ strict: false }) as { mode: CalendarMode };
  const search = useSearch({ strict: false }) as { datum?: unknown };
  const date = isIsoDate(search.datum) ? search.datum : berlinToday();
  const permissions = useSession((s) => s.permissions);
  const ownProfile = useSession((s) => s.profile?.id ?? null);
  const canWrite = permissions.includes('calendar.write');
  const board = useRef<FullCalendar>(null);
  const [range, setRange] = useState<{ from: string; to: string; title: string } | null>(null);
  const [layers, setLayers] = useState<CalendarLayer[]>([...calendarLayers]);
  const [mine, setMine] = useState(false);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);

  const query: CalendarQuery = {
    from: range?.from ?? date,
    to: range?.to ?? date,
    layers: layers.join(','),
    ...(mine ? { mine: 'true' as const } : {}),
  };
  const view = useCalendarView(query);
  const move = useMoveAppointment(query);

  const go = (next: { mode?: CalendarMode; datum?: string }) =>
    void navigate({
      to: '/calendar/$mode',
      params: { mode: next.mode ?? mode },
      search: { datum: next.datum ?? date } as never,
      replace: next.mode === undefined,
    });
  const api = () => board.current?.getApi();
  const step = (action: 'prev' | 'next' | 'today') => {
    const calendar = api();
    if (!calendar) return;
    calendar[action]();
    go({ datum: calendar.getDate().toISOString().slice(0, 10) });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconRss size={16} />} onClick={() => setFeedOpen(true)}>
              {t('toolbar.feed')}
            </Button>
            {canWrite && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() =>
                  setDialog({
                    kind: 'create',
                    allDay: false,
                    start: `${date}T09:00`,
                    end: `${date}T10:00`,
                    participantId: ownProfile,
                  })
                }
              >
                {t('toolbar.create')}
              </Button>
            )}
          </Group>
        }
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('toolbar.previous')}
            onClick={() => step('prev')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => step('today')}>
            {t('toolbar.today')}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={t('toolbar.next')} onClick={() => step('next')}>
            <IconChevronRight size={18} />
          </ActionIcon>
          <Title order={2} size="h4" aria-live="polite">
            {range?.title ?? ''}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={t('toolbar.mode')}
          value={mode}
          onChange={(next) => go({ mode: next as CalendarMode })}
          data={calendarModes.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
        />
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('layers.label')}>
        <Text size="sm" c="dimmed">
          {t('layers.label')}:
        </Text>
        <Chip.Group multiple value={layers} onChange={(next) => setLayers(next as CalendarLayer[])}>
          {calendarLayers.map((layer) => (
            <Chip key={layer} value={layer} size="sm">
              {t(`layers.${layer}`)}
            </Chip>
          ))}
        </Chip.Group>
        <Switch label={t('layers.mine')} checked={mine} onChange={(e) => setMine(e.currentTarget.checked)} />
      </Group>
      {view.isError && (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={view.error.message}
          retryLabel={t('retry')}
          onRetry={() => void view.refetch()}
        />
      )}
      <CalendarBoard
        key={mode}
        ref={board}
        mode={mode}
        date={date}
        view={view.data}
        canWrite={canWrite}
        onRange={(next) =>
          setRange((current) =>
            current?.from === next.from && current.to === next.to && current.title === next.title
              ? current
              : next,
          )
        }
        onOpen={(appointment) => setDialog({ kind: 'edit', appointment })}
        onCreate={(slot) => setDialog({ kind: 'create', ...slot, participantId: ownProfile })}
        onMove={(appointment, times, revert) =>
          move.mutate(
            { id: appointment.id, version: appointment.version, ...times },
            {
              onSuccess: () => toast.success(t('moved')),
              onError: (error) => {
                revert();
                toast.error(t('moveFailed', { message: error.message }));
              },
            },
          )
        }
        onLink={(link) => void navigate({ to: link })}
      />
      {dialog && <AppointmentDialog target={dialog} canWrite={canWrite} onClose={() => setDialog(null)} />}
      {feedOpen && <FeedDialog onClose={() => setFeedOpen(false)} />}
    </Stack>
  );
}
