import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session/use-session.ts';
import { BackLink } from '../../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { RequirePermission } from '../../../../ui/require-permission.tsx';
import { documentPaths } from '../../../../lib/document-paths.ts';
import { useSerialInvoices } from '../api/use-serial-invoices.ts';
import { SerialInvoicesTable } from '../components/serial-invoices-table.tsx';
import { serialInvoicePaths } from '../serial-invoice-paths.ts';
import '../i18n.ts';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';

/** `/createDocument/serialInvoice`: the recurring invoices of the tenant. */
export function SerialInvoicesPage() {
  return (
    <RequirePermission permission="documents.read">
      <SerialInvoicesScreen />
    </RequirePermission>
  );
}

function SerialInvoicesScreen() {
  const { t } = useTranslation('serialInvoices');
  const canWrite = useSession((s) => s.permissions.includes('documents.write'));
  const list = useSerialInvoices();
  return (
    <Stack gap="md">
      <BackLink to={documentPaths.list}>{t('back')}</BackLink>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canWrite && (
            <Button component={Link} to={serialInvoicePaths.create} leftSection={<IconPlus size={16} />}>
              {t('create')}
            </Button>
          )
        }
      />
      {list.isPending && <BusyIndicator size="sm" label={t('loading')} />}
      {list.isError && (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={list.error.message}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t('empty')}
          </Text>
        </Paper>
      )}
      {list.data && list.data.length > 0 && <SerialInvoicesTable items={list.data} />}
    </Stack>
  );
}
