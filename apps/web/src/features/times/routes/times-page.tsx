import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { SpreadsheetExportMenu } from '../../../ui/spreadsheet-export-menu.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import {
  downloadTimeExport,
  useApproveTimeEntries,
  useTimeEntries,
  type TimeListQuery,
} from '../api/use-times.ts';
import { InvoiceTimesButton } from '../components/invoice-times-dialog.tsx';
import { QuickEntry } from '../components/quick-entry.tsx';
import { TimerCard } from '../components/timer-card.tsx';
import { WeekView } from '../components/week-view.tsx';
import '../i18n.ts';
import { addDays, berlinToday, hoursText, isIsoDate, mondayOf } from '../week.ts';

/** `/times?woche=YYYY-MM-DD&rechnung=ID`: the week's entries, the timer and quick entry. */
export function TimesPage() {
  return (
    <RequirePermission permission="times.read">
      <TimesWeek />
    </RequirePermission>
  );
}

function TimesWeek() {
  const { t, i18n } = useTranslation('times');
  const { api } = useServices();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { woche?: unknown; rechnung?: unknown; alle?: unknown };
  const permissions = useSession((s) => s.permissions);
  const canWrite = permissions.includes('times.write');
  const canApprove = permissions.includes('times.approve');
  const monday = mondayOf(isIsoDate(search.woche) ? search.woche : berlinToday());
  const documentId = Number(search.rechnung) > 0 ? Number(search.rechnung) : undefined;
  const everyone = canApprove && (search.alle === true || search.alle === 'true' || documentId !== undefined);
  const query: TimeListQuery = documentId
    ? { document_id: documentId, profile_id: 'all' }
    : { from: monday, to: addDays(monday, 6), ...(everyone ? { profile_id: 'all' } : {}) };
  const entries = useTimeEntries(query);
  const approve = useApproveTimeEntries();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const go = (next: { woche?: string; alle?: boolean }) =>
    void navigate({
      to: '/times',
      search: { woche: next.woche ?? monday, ...((next.alle ?? everyone) ? { alle: true } : {}) } as never,
      replace: true,
    });
  const openIds = (entries.data?.items ?? []).filter((e) => e.status === 'open').map((e) => e.id);
  const toApprove = selected.size > 0 ? [...selected].filter((id) => openIds.includes(id)) : openIds;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Group gap="xs">
            <SpreadsheetExportMenu
              namespace="times"
              download={(format) => downloadTimeExport(api, query, format)}
            />
            {canApprove && permissions.includes('documents.write') && <InvoiceTimesButton />}
          </Group>
        }
      />
      {canWrite && <TimerCard />}
      {canWrite && documentId === undefined && (
        <QuickEntry key={monday} date={monday} profileId={undefined} />
      )}
      {documentId === undefined && (
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button
              variant="default"
              aria-label={t('week.previous')}
              onClick={() => go({ woche: addDays(monday, -7) })}
            >
              <IconChevronLeft size={16} />
            </Button>
            <Button variant="default" onClick={() => go({ woche: mondayOf(berlinToday()) })}>
              {t('week.today')}
            </Button>
            <Button
              variant="default"
              aria-label={t('week.next')}
              onClick={() => go({ woche: addDays(monday, 7) })}
            >
              <IconChevronRight size={16} />
            </Button>
            <Text fw={600}>
              {t('week.label', {
                from: formatDate(monday, i18n.language),
                to: formatDate(addDays(monday, 6), i18n.language),
              })}
            </Text>
          </Group>
          {canApprove && (
            <SegmentedControl
              value={everyone ? 'all' : 'own'}
              onChange={(value) => go({ alle: value === 'all' })}
              data={[
                { value: 'own', label: t('week.own') },
                { value: 'all', label: t('week.everyone') },
              ]}
            />
          )}
        </Group>
      )}
      {entries.isError ? (
        <LoadFailedAlert
          title={t('week.loadFailed')}
          message={entries.error.message}
          retryLabel={t('week.retry')}
          onRetry={() => void entries.refetch()}
        />
      ) : entries.isPending ? (
        <Skeleton h={240} />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {t('week.total', {
                total: hoursText(entries.data.total_minutes),
                billable: hoursText(entries.data.billable_minutes),
              })}
            </Text>
            {canApprove && openIds.length > 0 && (
              <Button
                leftSection={<IconChecks size={16} />}
                loading={approve.isPending}
                onClick={() =>
                  approve.mutate(toApprove, {
                    onSuccess: () => {
                      toast.success(t('approve.done', { count: toApprove.length }));
                      setSelected(new Set());
                    },
                  })
                }
              >
                {selected.size > 0
                  ? t('approve.selected', { count: toApprove.length })
                  : t('approve.allOpen')}
              </Button>
            )}
          </Group>
          {documentId === undefined ? (
            <WeekView
              monday={monday}
              items={entries.data.items}
              showPerson={everyone}
              selectable={canApprove}
              selected={selected}
              onSelect={(id, on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
            />
          ) : (
            <InvoicedEntries items={entries.data.items} />
          )}
        </>
      )}
    </Stack>
  );
}

/** The entries billed on one invoice (`?rechnung=ID`), newest week first. */
function InvoicedEntries({ items }: { items: Parameters<typeof WeekView>[0]['items'] }) {
  const mondays = [...new Set(items.map((e) => mondayOf(e.date)))].sort();
  return (
    <Stack gap="lg">
      {mondays.map((monday) => (
        <WeekView
          key={monday}
          monday={monday}
          items={items}
          showPerson
          selectable={false}
          selected={new Set()}
          onSelect={() => undefined}
        />
      ))}
    </Stack>
  );
}
