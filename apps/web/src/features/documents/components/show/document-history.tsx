import { Box, Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { useFeatureSlots } from '../../../../lib/feature-slots.ts';
import { useDocumentHistory } from '../../api/use-document-history.ts';
import '../../i18n.ts';

/** The Historie tab: created, saved, finalized, sent (with the e-mail), payments, Storno … */
export function DocumentHistory({ id }: { id: number }) {
  const { t } = useTranslation('documents');
  const history = useDocumentHistory(id);
  // The cards are the history area's (the same as on the history page).
  const { HistoryItemCard } = useFeatureSlots();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  if (history.isError)
    return (
      <LoadFailedAlert
        title={t('history.loadError')}
        message={history.error.message}
        retryLabel={t('retry')}
        onRetry={() => void history.refetch()}
      />
    );
  if (!history.data)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={88} />
        <Skeleton h={88} />
      </Stack>
    );
  if (items.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Stack gap="md">
      <Suspense fallback={<Skeleton h={88} />}>
        <Box
          component="ol"
          aria-label={t('show.tabs.history')}
          p={0}
          m={0}
          style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
        >
          {items.map((item) => (
            <HistoryItemCard key={item.id} item={item} inRecord />
          ))}
        </Box>
      </Suspense>
      {history.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('history.more')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
