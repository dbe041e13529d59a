import { Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAtLeast } from '../../../../lib/viewport/viewport-class.ts';
import { useViewport } from '../../../../lib/viewport/viewport-store.ts';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { useDocumentList, useDocumentSums } from '../../api/use-document-list.ts';
import { hasDocumentFilters, type DocumentListState } from '../../document-list-state.ts';
import '../../i18n.ts';
import { DocumentsCards } from './documents-cards.tsx';
import { DocumentsFilters } from './documents-filters.tsx';
import { DocumentsSumsTable } from './documents-sums-table.tsx';
import { DocumentsTable } from './documents-table.tsx';

interface Props {
  state: DocumentListState;
  onChange: (next: DocumentListState) => void;
}

/** Filters and the list (table, or cards on phones) with the sums over all matches. */
export function DocumentsList({ state, onChange }: Props) {
  const { t } = useTranslation('documents');
  const phone = !isAtLeast(useViewport(), 'tablet');
  const list = useDocumentList(state);
  const sums = useDocumentSums(state).data;
  const filtered = hasDocumentFilters(state);
  return (
    <Stack gap="md">
      <DocumentsFilters state={state} onChange={onChange} phone={phone} />
      {list.isError ? (
        <LoadFailedAlert
          title={t('list.loadError')}
          message={list.error.message}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={phone ? 72 : 44} />
          ))}
        </Stack>
      ) : list.data.items.length === 0 && state.page === 1 ? (
        <Paper withBorder p="xl">
          <Center>
            <Stack gap="xs" align="center">
              <Title order={2} size="h4">
                {filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
              </Title>
              <Text c="dimmed" ta="center">
                {filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')}
              </Text>
            </Stack>
          </Center>
        </Paper>
      ) : phone ? (
        <DocumentsCards list={list.data} sums={sums} state={state} onChange={onChange} />
      ) : (
        <>
          <DocumentsTable
            list={list.data}
            total={sums?.total}
            fetching={list.isFetching}
            state={state}
            onChange={onChange}
          />
          {sums && <DocumentsSumsTable sums={sums.sums_by_type} />}
        </>
      )}
    </Stack>
  );
}
