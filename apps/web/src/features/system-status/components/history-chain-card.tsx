import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import type { useHistoryChain } from '../api/use-history-chain.ts';
import '../i18n.ts';
import { StatusCard } from './status-card.tsx';

/** The GoBD hash-chain check of the tenant's history: intact, or where it breaks and how far it held. */
export function HistoryChainCard({ chain }: { chain: ReturnType<typeof useHistoryChain> }) {
  const { t, i18n } = useTranslation('systemStatus');
  const title = t('historyChain.title');
  if (chain.isError) {
    return (
      <StatusCard
        title={title}
        value={t('unknown')}
        badge={{ label: t('historyChain.failed'), tone: 'bad' }}
        hint={chain.error.message}
      />
    );
  }
  const verdict = chain.data;
  if (!verdict) return <Skeleton h={120} />;
  const count = verdict.items;
  const n = formatNumber(count, i18n.language);
  const hint = verdict.ok
    ? t('historyChain.ok', { count, n })
    : verdict.broken_at_id === null
      ? t('historyChain.missingEnd', { count, n })
      : t(`historyChain.${verdict.reason === 'missing' ? 'missing' : 'changed'}`, {
          count,
          n,
          id: verdict.broken_at_id,
        });
  return (
    <StatusCard
      title={title}
      value={verdict.ok ? t('historyChain.intact') : t('historyChain.broken')}
      badge={
        verdict.ok
          ? { label: t('historyChain.checked'), tone: 'good' }
          : { label: t('historyChain.alarm'), tone: 'bad' }
      }
      hint={hint}
    />
  );
}
