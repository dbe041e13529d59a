import { Box, Button, Center, Collapse, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useHistoryItems } from '../api/use-history-items.ts';
import { useVerifyHistory } from '../api/use-verify-history.ts';
import { HistoryFilterBar } from '../components/history-filter-bar.tsx';
import { HistoryItemCard } from '../components/history-item-card.tsx';
import { VerifyChainButton, VerifyChainResult } from '../components/verify-chain.tsx';
import { FILTER_KEYS, hasFilters, parseHistoryFilters, type HistoryFilters } from '../history-filters.ts';
import '../i18n.ts';

export function HistoryPage() {
  return (
    <RequirePermission permission="history.read">
      <History />
    </RequirePermission>
  );
}

function History() {
  const { t } = useTranslation('history');
  const navigate = useNavigate();
  // Filters live in the URL: reload, back button and shared links keep them.
  const searchKey = JSON.stringify(useSearch({ strict: false }));
  // Parsed from the serialised search, so the filters (and the query key) change only with the URL.
  const filters = useMemo(() => parseHistoryFilters(JSON.parse(searchKey)), [searchKey]);
  const setFilters = (next: HistoryFilters) =>
    void navigate({ to: '/historyitems', search: next as Record<string, string>, replace: true });
  const history = useHistoryItems(filters);
  const verify = useVerifyHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const isPhone = useIsPhoneLayout();
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(false);
  const activeFilters = FILTER_KEYS.filter((key) => filters[key]).length;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={<VerifyChainButton verify={verify} />}
      />
      <VerifyChainResult verify={verify} />
      <Paper withBorder p={isPhone ? 'xs' : 'md'} component="section" aria-label={t('filters.label')}>
        {isPhone ? (
          // Phone: the list comes first; the filters open on demand and say how many are set.
          <>
            <Button
              variant="subtle"
              fullWidth
              justify="space-between"
              leftSection={<IconFilter size={16} />}
              rightSection={<IconChevronDown size={16} />}
              aria-expanded={filtersOpen}
              onClick={toggleFilters}
            >
              {activeFilters > 0 ? t('filters.labelCount', { count: activeFilters }) : t('filters.label')}
            </Button>
            <Collapse expanded={filtersOpen}>
              <Box p="xs" pt="sm">
                <HistoryFilterBar filters={filters} onChange={setFilters} />
              </Box>
            </Collapse>
          </>
        ) : (
          <HistoryFilterBar filters={filters} onChange={setFilters} />
        )}
      </Paper>
      {history.isError ? (
        <LoadFailedAlert
          title={t('loadError')}
          message={history.error.message}
          retryLabel={t('retry')}
          onRetry={() => void history.refetch()}
        />
      ) : !history.data ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={88} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Title order={2} size="h4">
            {t('empty.title')}
          </Title>
          <Text c="dimmed" mt="xs">
            {hasFilters(filters) ? t('empty.filtered') : t('empty.none')}
          </Text>
          {hasFilters(filters) && (
            <Button variant="light" mt="md" onClick={() => setFilters({})}>
              {t('filters.reset')}
            </Button>
          )}
        </Paper>
      ) : (
        <Box
          component="ol"
          p={0}
          m={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gap: 'var(--mantine-spacing-sm)',
            opacity: history.isPlaceholderData ? 0.6 : 1,
          }}
          aria-busy={history.isFetching}
        >
          {items.map((item) => (
            <HistoryItemCard key={item.id} item={item} />
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
