import { entityRegistry, type EntityType } from '@kontor/contracts';
import { Box, Button, Center, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { useEntity } from '../../../lib/queries/use-entity.ts';
import { useRecordHistory } from '../api/use-record-history.ts';
import '../i18n.ts';
import { HistoryItemCard } from './history-item-card.tsx';
import { HistoryNoteForm } from './history-note-form.tsx';

interface Props {
  type: EntityType;
  id: number;
}

/**
 * The Historie tab of a master-data record: who changed what and when (field by field, with the
 * registry's labels), notes, and a note input for those who may change the record. Live: the
 * realtime feed refreshes it when anyone changes the record.
 */
export function RecordHistory({ type, id }: Props) {
  const { t } = useTranslation('history');
  const canWrite = useSession((s) => s.permissions.includes(entityRegistry[type].permissions.write));
  const history = useRecordHistory(type, id);
  // The show page has loaded the record already; its refs name referenced records in the diffs.
  const refs = useEntity(type, id).data?.refs;
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      {canWrite && (
        <Paper withBorder p="md" radius="md">
          <HistoryNoteForm type={type} id={id} />
        </Paper>
      )}
      {history.isError ? (
        <LoadFailedAlert
          title={t('loadError')}
          message={history.error.message}
          retryLabel={t('retry')}
          onRetry={() => void history.refetch()}
        />
      ) : !history.data ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1].map((row) => (
            <Skeleton key={row} h={88} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('record.empty')}</Text>
      ) : (
        <Box
          component="ol"
          aria-label={t('record.title')}
          p={0}
          m={0}
          style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
          aria-busy={history.isFetching}
        >
          {items.map((item) => (
            <HistoryItemCard key={item.id} item={item} inRecord refs={refs} />
          ))}
        </Box>
      )}
      {history.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
