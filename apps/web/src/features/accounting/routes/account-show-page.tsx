import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SpreadsheetExportMenu } from '../../../ui/spreadsheet-export-menu.tsx';
import { useServices } from '../../../lib/services.ts';
import { downloadAccountStatement } from '../api/download-account-statement.ts';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useAccountStatement } from '../api/use-account-statement.ts';
import { AccountLinesTable } from '../components/account-lines-table.tsx';
import { balanceText, money } from '../components/money-cell.ts';
import { periodOf } from '../components/period.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import '../i18n.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

function AccountShow() {
  const { t, i18n } = useTranslation('accounting');
  const { id } = useParams({ strict: false }) as { id: string };
  const navigate = useNavigate();
  const { api } = useServices();
  const period = periodOf(useSearch({ strict: false }) as Record<string, unknown>);
  const statement = useAccountStatement(id, period);
  const side = { debit: t('side.debit'), credit: t('side.credit') };
  const data = statement.data;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackLink to="/accounts" search={period}>
          {t('account.back')}
        </BackLink>
        <PageHeader
          title={data ? `${data.account.number} ${data.account.name}` : id}
          description={data?.account.kind}
          actions={
            <SpreadsheetExportMenu
              namespace="accounting"
              keyPrefix="sheet"
              download={(format) => downloadAccountStatement(api, id, period, format)}
            />
          }
        />
      </Stack>
      <PeriodFilter
        period={period}
        onChange={(next) => void navigate({ to: `/accounts/show/${id}`, search: next, replace: true })}
      />
      {statement.isError ? (
        statement.error instanceof ApiError && statement.error.status === 404 ? (
          <Alert color="gray">{t('account.notFound')}</Alert>
        ) : (
          <LoadFailedAlert
            title={t('loadFailed')}
            message={statement.error.message}
            retryLabel={t('retry')}
            onRetry={() => void statement.refetch()}
          />
        )
      ) : !data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure
              label={t('account.opening')}
              value={balanceText(data.opening_balance, i18n.language, side)}
            />
            <Figure label={t('columns.debit')} value={money(data.debit, i18n.language)} />
            <Figure label={t('columns.credit')} value={money(data.credit, i18n.language)} />
            <Figure
              label={t('account.closing')}
              value={balanceText(data.closing_balance, i18n.language, side)}
            />
          </SimpleGrid>
          {data.items.length === 0 ? (
            <Alert color="gray">{t('account.noEntries')}</Alert>
          ) : (
            <AccountLinesTable lines={data.items} />
          )}
        </>
      )}
    </Stack>
  );
}

/** /accounts/show/{id}: one account's entries in a period, running balance, drill-down to the Beleg. */
export function AccountShowPage() {
  return (
    <RequirePermission permission="accounting.read">
      <AccountShow />
    </RequirePermission>
  );
}
