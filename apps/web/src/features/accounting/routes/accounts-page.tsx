import type { AccountingPeriod } from '@kontor/contracts';
import { Alert, Badge, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { ListSearch } from '../../../ui/list-search.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useAccountBalances } from '../api/use-account-balances.ts';
import { AccountBalancesTable } from '../components/account-balances-table.tsx';
import { filterAccounts } from '../components/account-search.ts';
import { periodOf } from '../components/period.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { VatReturnCard } from '../components/vat-return-card.tsx';
import '../i18n.ts';

function Accounts() {
  const { t } = useTranslation('accounting');
  const isPhone = useIsPhoneLayout();
  const canExport = useSession((s) => s.permissions.includes('accounting.export'));
  const navigate = useNavigate();
  // Period and search live in the URL: a reload, the back button from an account, a shared link.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const period = periodOf(search);
  const term = search['q'] == null ? '' : String(search['q']);
  const go = (next: AccountingPeriod, q: string) =>
    void navigate({ to: '/accounts', search: { ...next, ...(q && { q }) }, replace: true });
  const balances = useAccountBalances(period);
  const items = balances.data ? filterAccounts(balances.data.items, term) : [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Group gap="sm">
            {balances.data && <Badge variant="light">{t('chart', { chart: balances.data.chart })}</Badge>}
            {canExport && (
              <Button
                variant="light"
                leftSection={<IconFileExport size={16} />}
                renderRoot={(props) => <Link {...props} to="/export" search={period} />}
              >
                {t('toExport')}
              </Button>
            )}
          </Group>
        }
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <PeriodFilter period={period} onChange={(next) => go(next, term)} />
        <ListSearch label={t('title')} value={term} onChange={(q) => go(period, q)} autoFocus={!isPhone} />
      </Group>
      {balances.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={balances.error.message}
          retryLabel={t('retry')}
          onRetry={() => void balances.refetch()}
        />
      ) : !balances.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      ) : balances.data.items.length === 0 ? (
        <Alert color="gray">{t('empty')}</Alert>
      ) : items.length === 0 ? (
        <Alert color="gray">{t('noMatch')}</Alert>
      ) : (
        <AccountBalancesTable items={items} period={period} />
      )}
      <VatReturnCard period={period} />
    </Stack>
  );
}

/** /accounts: Summen- und Saldenliste for a period, with search and a link to every account. */
export function AccountsPage() {
  return (
    <RequirePermission permission="accounting.read">
      <Accounts />
    </RequirePermission>
  );
}
