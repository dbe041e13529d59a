import { formatIban, type BankAccount } from '@kontor/contracts';
import { ActionIcon, Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useDeleteBankAccount } from '../api/use-banking-mutations.ts';
import { useBankAccounts } from '../api/use-banking-queries.ts';
import { BankAccountDialog } from '../components/bank-account-dialog.tsx';
import { BankRulesSection } from '../components/bank-rules-section.tsx';
import { money } from '../components/money.ts';
import { StatementUpload } from '../components/statement-upload.tsx';
import '../i18n.ts';

function AccountCard({
  account,
  canWrite,
  onEdit,
  onDelete,
}: {
  account: BankAccount;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('banking');
  const [importing, setImporting] = useState(false);
  return (
    <Card withBorder padding="md" data-testid="bank-account">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{account.name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {formatIban(account.iban)}
              {account.bic ? ` · ${account.bic}` : ''} · {account.currency}
            </Text>
          </Stack>
          {canWrite && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`${t('settings.edit')}: ${account.name}`}
                onClick={onEdit}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('settings.delete')}: ${account.name}`}
                onClick={onDelete}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {t('settings.openingBalance')}: {money(account.opening_balance, i18n.language, account.currency)}
          </Text>
          <Text size="sm">
            {t('settings.balance')}: {money(account.balance, i18n.language, account.currency)}
          </Text>
          <Text size="sm">
            {t('settings.open')}: {account.open_transactions}
          </Text>
          <Text size="sm">
            {t('settings.lastStatement')}:{' '}
            {account.last_statement_date ? formatDate(account.last_statement_date, i18n.language) : '—'}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {account.auto_confirm ? t('settings.autoConfirmOn') : t('settings.autoConfirmOff')} ·{' '}
          {t('settings.toleranceShort', { amount: money(account.write_off_tolerance, i18n.language) })}
          {account.creditor_id ? ` · ${t('settings.creditorId')}: ${account.creditor_id}` : ''}
          {account.csv_mapping ? ` · ${t('settings.csvMapped')}` : ''}
        </Text>
        {canWrite &&
          (importing ? (
            <StatementUpload accountId={account.id} />
          ) : (
            <Button variant="light" w="fit-content" onClick={() => setImporting(true)}>
              {t('settings.import')}
            </Button>
          ))}
      </Stack>
    </Card>
  );
}

function BankSettings() {
  const { t } = useTranslation('banking');
  const canWrite = useSession((s) => s.permissions.includes('banking.write'));
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  return (
    <Stack gap="lg" maw={960}>
      <BackLink to="/settings">{t('settings.back')}</BackLink>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.intro')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('settings.add')}
            </Button>
          )
        }
      />
      {accounts.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={accounts.error.message}
          retryLabel={t('retry')}
          onRetry={() => void accounts.refetch()}
        />
      ) : !accounts.data ? (
        <Skeleton h={120} />
      ) : accounts.data.items.length === 0 ? (
        <Alert color="gray">{t('settings.empty')}</Alert>
      ) : (
        <Stack gap="sm">
          {accounts.data.items.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              canWrite={canWrite}
              onEdit={() => setEditing(account)}
              onDelete={() => setDeleting(account)}
            />
          ))}
        </Stack>
      )}
      {accounts.data && <BankRulesSection accounts={accounts.data.items} canWrite={canWrite} />}
      {editing && (
        <BankAccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        namespace="banking"
      />
    </Stack>
  );
}

/**
 * /settings/banking: bank accounts (name, IBAN, BIC, currency, opening balance, creditor id,
 * matching settings), statement import and rules for bookings without a document.
 */
export function BankSettingsPage() {
  return (
    <RequirePermission permission="banking.read">
      <BankSettings />
    </RequirePermission>
  );
}
