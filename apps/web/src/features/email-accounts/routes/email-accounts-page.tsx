import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import type { EmailAccount } from '@kontor/contracts';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useEmailAccounts } from '../api/use-email-accounts.ts';
import { DeleteEmailAccountDialog } from '../components/delete-email-account-dialog.tsx';
import { EmailAccountsTable } from '../components/email-accounts-table.tsx';
import '../i18n.ts';
import { BusyIndicator } from '../../../ui/busy-indicator.tsx';

function EmailAccountsScreen() {
  const { t } = useTranslation('emailAccounts');
  const accounts = useEmailAccounts();
  const canWrite = useSession((s) => s.permissions.includes('settings.write'));
  const [deleting, setDeleting] = useState<EmailAccount | null>(null);
  const createButton = canWrite && (
    <Button component={Link} to="/settings/emailaccounts/create" leftSection={<IconPlus size={16} />}>
      {t('list.create')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <BackLink to="/settings">{t('list.back')}</BackLink>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        {createButton}
      </Group>
      {accounts.isPending ? (
        <Group justify="center" py="xl">
          <BusyIndicator label={t('loading', { ns: 'common' })} />
        </Group>
      ) : accounts.isError ? (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          message={accounts.error.message}
          retryLabel={t('list.retry')}
          onRetry={() => void accounts.refetch()}
        />
      ) : accounts.data.length === 0 ? (
        <EmptyState
          icon={<IconMail size={28} />}
          withIndicatorBackground
          title={t('list.empty')}
          description={t('list.emptyHint')}
          py="xl"
        >
          {createButton && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
        </EmptyState>
      ) : (
        <EmailAccountsTable accounts={accounts.data} canWrite={canWrite} onDelete={setDeleting} />
      )}
      <DeleteEmailAccountDialog account={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/** /settings/emailaccounts: the tenant's SMTP accounts with the result of their last test. */
export function EmailAccountsPage() {
  return (
    <RequirePermission permission="settings.read">
      <EmailAccountsScreen />
    </RequirePermission>
  );
}
