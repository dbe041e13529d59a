import { incomingInvoiceStatuses, type IncomingInvoiceStatus } from '@kontor/contracts';
import { Alert, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { SpreadsheetExportMenu } from '../../../ui/spreadsheet-export-menu.tsx';
import {
  downloadIncomingInvoices,
  useIncomingInvoices,
  type IncomingInvoiceFilter,
} from '../api/use-incoming-invoices.ts';
import { InvoiceCard } from '../components/invoice-card.tsx';
import { InvoiceUpload } from '../components/invoice-upload.tsx';
import { money } from '../components/money.ts';
import '../i18n.ts';

function IncomingInvoices() {
  const { t, i18n } = useTranslation('incomingInvoices');
  const canWrite = useSession((s) => s.permissions.includes('incomingInvoices.write'));
  const navigate = useNavigate();
  const { api } = useServices();
  // Filters live in the URL: reload, back button and shared links keep the view.
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const filter: IncomingInvoiceFilter = {
    ...(incomingInvoiceStatuses.includes(search['status'] as IncomingInvoiceStatus) && {
      status: search['status'] as IncomingInvoiceStatus,
    }),
    ...((search['due'] === 'due7' || search['due'] === 'skonto') && { due: search['due'] }),
    ...(typeof search['q'] === 'string' && search['q'] && { q: search['q'] }),
  };
  const go = (next: Partial<Record<keyof IncomingInvoiceFilter, string | undefined>>) =>
    void navigate({
      to: '/incomingInvoices',
      search: Object.fromEntries(Object.entries({ ...filter, ...next }).filter(([, v]) => v)),
      replace: true,
    });
  const list = useIncomingInvoices(filter);
  const lang = i18n.language;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <SpreadsheetExportMenu
            namespace="incomingInvoices"
            download={(format) => downloadIncomingInvoices(api, filter, format)}
          />
        }
      />
      {canWrite && <InvoiceUpload />}
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('statusFilter')}
          data={[
            { value: 'all', label: t('status.all') },
            ...incomingInvoiceStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={filter.status ?? 'all'}
          onChange={(value) => go({ status: value === 'all' ? undefined : (value ?? undefined) })}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('dueFilter')}
          data={[
            { value: 'all', label: t('due.all') },
            { value: 'due7', label: t('due.due7') },
            { value: 'skonto', label: t('due.skonto') },
          ]}
          value={filter.due ?? 'all'}
          onChange={(value) => go({ due: value === 'all' ? undefined : (value ?? undefined) })}
          allowDeselect={false}
          w={200}
        />
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={filter.q ?? ''}
          onKeyDown={(event) => {
            if (event.key === 'Enter') go({ q: event.currentTarget.value.trim() || undefined });
          }}
          onBlur={(event) => go({ q: event.currentTarget.value.trim() || undefined })}
          w={260}
        />
      </Group>
      {list.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={list.error.message}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={80} />
          ))}
        </Stack>
      ) : list.data.items.length === 0 ? (
        <Alert color="gray">{t('empty')}</Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600} data-testid="incoming-sums">
            {t('sums', {
              count: list.data.sums.count,
              net: money(list.data.sums.net, lang),
              tax: money(list.data.sums.tax, lang),
              gross: money(list.data.sums.gross, lang),
            })}
          </Text>
          {list.data.items.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /incomingInvoices: upload (drag and drop, several files), filters in the URL, sums, cards. */
export function IncomingInvoicesPage() {
  return (
    <RequirePermission permission="incomingInvoices.read">
      <IncomingInvoices />
    </RequirePermission>
  );
}
