import { BANK_TRANSACTIONS_SHOWN, type BankTransaction } from '@kontor/contracts';
import { Alert, Button, Group, SegmentedControl, Select, Skeleton, Stack } from '@mantine/core';
import { IconBuildingBank, IconFileText } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useBankAccounts, useBankTransactions, type TransactionStatus } from '../api/use-banking-queries.ts';
import { CreditTransferDialog } from '../components/credit-transfer-dialog.tsx';
import { DirectDebitDialog } from '../components/direct-debit-dialog.tsx';
import { SplitDialog } from '../components/split-dialog.tsx';
import { StatementUpload } from '../components/statement-upload.tsx';
import { TransactionCard } from '../components/transaction-card.tsx';
import '../i18n.ts';

const statuses: TransactionStatus[] = ['open', 'matched', 'ignored'];

function Banking() {
  const { t, i18n } = useTranslation('banking');
  const canWrite = useSession((s) => s.permissions.includes('banking.write'));
  const canSettings = useSession((s) => s.permissions.includes('settings.read'));
  const canPay = useSession((s) => s.permissions.includes('incomingInvoices.read'));
  const navigate = useNavigate();
  // Account and status live in the URL: reload, back button and shared links keep the view.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const status = statuses.includes(search['status'] as TransactionStatus)
    ? (search['status'] as TransactionStatus)
    : 'open';
  const accountParam = Number(search['konto']);
  const accounts = useBankAccounts();
  const accountId = Number.isInteger(accountParam) && accountParam > 0 ? accountParam : undefined;
  const transactions = useBankTransactions({ status, ...(accountId && { accountId }) });
  const [splitting, setSplitting] = useState<BankTransaction | null>(null);
  const [debiting, setDebiting] = useState(false);
  // ?ueberweisung=<id>: an approved incoming invoice's page sends the user here to pay it.
  const payParam = Number(search['ueberweisung']);
  const preselected = Number.isInteger(payParam) && payParam > 0 ? payParam : null;
  const [paying, setPaying] = useState(preselected !== null);
  const go = (next: { status?: string; konto?: number | undefined }) =>
    void navigate({
      to: '/banking',
      search: {
        ...((next.status ?? status) !== 'open' && { status: next.status ?? status }),
        ...(('konto' in next ? next.konto : accountId) && {
          konto: 'konto' in next ? next.konto : accountId,
        }),
      },
      replace: true,
    });
  const accountOptions = (accounts.data?.items ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const uploadAccount = accountId ?? (accounts.data?.items.length === 1 ? accounts.data.items[0]!.id : null);
  const current = transactions.data?.items ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconFileText size={16} />}
              renderRoot={(props) => (
                <Link {...props} to="/banking/statements/$mode" params={{ mode: 'list' }} />
              )}
            >
              {t('toStatements')}
            </Button>
            {canSettings && (
              <Button
                variant="default"
                leftSection={<IconBuildingBank size={16} />}
                renderRoot={(props) => <Link {...props} to="/settings/banking" />}
              >
                {t('toSettings')}
              </Button>
            )}
          </Group>
        }
      />
      {accounts.data && accounts.data.items.length === 0 ? (
        <Alert color="gray">{t('noAccounts')}</Alert>
      ) : (
        <>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label={t('account')}
              placeholder={t('allAccounts')}
              data={accountOptions}
              value={accountId ? String(accountId) : null}
              onChange={(value) => go({ konto: value ? Number(value) : undefined })}
              clearable
              w={260}
            />
            <SegmentedControl
              aria-label={t('statusFilter')}
              value={status}
              onChange={(value) => go({ status: value })}
              data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Group>
          {canWrite && <StatementUpload accountId={uploadAccount} />}
          {canWrite && (
            <Group gap="sm">
              {canPay && (
                <Button variant="default" onClick={() => setPaying(true)}>
                  {t('creditTransfer.open')}
                </Button>
              )}
              <Button variant="default" onClick={() => setDebiting(true)}>
                {t('directDebit.open')}
              </Button>
            </Group>
          )}
        </>
      )}
      {transactions.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={transactions.error.message}
          retryLabel={t('retry')}
          onRetry={() => void transactions.refetch()}
        />
      ) : !transactions.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={90} />
          ))}
        </Stack>
      ) : current.length === 0 ? (
        // Without a bank account the hint above says what to do first; "import a statement" would not work yet.
        accounts.data?.items.length !== 0 && <Alert color="gray">{t(`empty.${status}`)}</Alert>
      ) : (
        <Stack gap="sm">
          {transactions.data.truncated && (
            <Alert color="blue">
              {t('truncated', { count: BANK_TRANSACTIONS_SHOWN.toLocaleString(i18n.language) })}
            </Alert>
          )}
          {current.map((tx) => (
            <TransactionCard key={tx.id} tx={tx} canWrite={canWrite} onSplit={setSplitting} />
          ))}
        </Stack>
      )}
      {splitting && <SplitDialog tx={splitting} onClose={() => setSplitting(null)} />}
      {paying && accounts.data && (
        <CreditTransferDialog
          accounts={accounts.data.items}
          preselected={preselected}
          onClose={() => {
            setPaying(false);
            if (preselected) go({});
          }}
        />
      )}
      {debiting && accounts.data && (
        <DirectDebitDialog accounts={accounts.data.items} onClose={() => setDebiting(false)} />
      )}
    </Stack>
  );
}

/** /banking: transactions by status with scored suggestions, one-click confirm, split, ignore, undo. */
export function BankingPage() {
  return (
    <RequirePermission permission="banking.read">
      <Banking />
    </RequirePermission>
  );
}
