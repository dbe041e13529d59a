import type { WorkingTimeRevision } from '@kontor/contracts';
import { Badge, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { dayLabel, timeLabel } from '../month.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });

/** Every correction and deletion with the values before, who and why — the first holds the original. */
export function RevisionList({ revisions }: { revisions: WorkingTimeRevision[] }) {
  const { t } = useTranslation('workingTimes');
  if (revisions.length === 0) return <Text c="dimmed">{t('show.noHistory')}</Text>;
  return (
    <Timeline active={revisions.length} bulletSize={14} lineWidth={2}>
      {revisions.map((r) => (
        <Timeline.Item
          key={r.id}
          title={
            <Badge variant="light" color={r.action === 'deleted' ? 'red' : 'orange'}>
              {r.action === 'deleted' ? t('show.deleted') : t('show.corrected')}
            </Badge>
          }
        >
          <Stack gap={2} mt={4}>
            <Text size="sm">
              {t('show.before', {
                start: `${dayLabel(r.previous.start)} ${timeLabel(r.previous.start)}`,
                end: timeLabel(r.previous.end, r.previous.start),
              })}
            </Text>
            <Text size="sm" fs="italic">
              „{r.reason}“
            </Text>
            <Text size="xs" c="dimmed">
              {t('show.by', { by: r.changed_by ?? t('show.unknownPerson'), date: when(r.changed_at) })}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
