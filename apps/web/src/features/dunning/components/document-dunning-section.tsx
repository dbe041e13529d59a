import { dunningStageLabel, formatEuro, nextDunningLevel, type Document } from '@kontor/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useDunningNotices } from '../api/use-dunning-notices.ts';
import { CreateDunningNoticesDialog } from './create-dunning-notices-dialog.tsx';
import { DunningNoticeActions } from './dunning-notice-actions.tsx';
import '../i18n.ts';

const divider = '1px solid var(--mantine-color-default-border)';

export type DunningSectionDocument = Pick<
  Document,
  'id' | 'number' | 'customer_name' | 'open' | 'due_date' | 'dunning_level' | 'overdue'
>;

/** The notices of one invoice on its show page, and "Mahnung erstellen" while it is overdue. */
export function DocumentDunningSection({ document }: { document: DunningSectionDocument }) {
  const { t, i18n } = useTranslation('dunning');
  const canWrite = useSession((s) => s.permissions.includes('documents.write'));
  const notices = useDunningNotices(document.id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const next = nextDunningLevel(document.dunning_level);
  const canCreate = canWrite && document.overdue && next !== null && document.due_date !== null;

  return (
    <Stack gap="sm" component="section" aria-label={t('section.title')}>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('section.title')}
        </Title>
        {canCreate && (
          <Button size="xs" leftSection={<IconAlarm size={16} />} onClick={() => setDialogOpen(true)}>
            {t('section.createLevel', { level: dunningStageLabel(next) })}
          </Button>
        )}
      </Group>
      {notices.isError && (
        <LoadFailedAlert
          compact
          title={t('loadFailed')}
          message={notices.error.message}
          retryLabel={t('retry')}
          onRetry={() => void notices.refetch()}
        />
      )}
      {notices.data && notices.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('section.none')}
        </Text>
      )}
      {notices.data && notices.data.items.length > 0 && (
        // A list, not a table: the section sits in the narrow column of the show page.
        <Stack gap={0}>
          {notices.data.items.map((notice, index) => (
            <Stack key={notice.id} gap={2} py="xs" style={index > 0 ? { borderTop: divider } : undefined}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {`${dunningStageLabel(notice.level)} · ${formatDate(notice.notice_date, i18n.language)}`}
                </Text>
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(notice.total_claim)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  {`${t('until', { date: formatDate(notice.due_date, i18n.language) })} · ${
                    notice.sent_at
                      ? t('notice.sent', { date: formatDateTime(notice.sent_at, i18n.language) })
                      : t('notice.notSent')
                  }`}
                </Text>
                <DunningNoticeActions documentId={document.id} noticeId={notice.id} level={notice.level} />
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      {dialogOpen && canCreate && notices.data && (
        <CreateDunningNoticesDialog
          opened
          onClose={() => setDialogOpen(false)}
          targets={[
            {
              documentId: document.id,
              number: document.number,
              customerName: document.customer_name,
              customerKind: notices.data.customer_kind,
              open: document.open,
              dueDate: document.due_date!,
              nextLevel: next,
            },
          ]}
        />
      )}
    </Stack>
  );
}

export default DocumentDunningSection;
