import { Badge, Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { NotFoundPage } from '../../../ui/errors/not-found-page.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useIncomingInvoice } from '../api/use-incoming-invoices.ts';
import { BookingSummary } from '../components/booking-summary.tsx';
import { statusColors } from '../components/invoice-card.tsx';
import { InvoiceFacts } from '../components/invoice-facts.tsx';
import { OriginalPreview } from '../components/original-preview.tsx';
import { StatusActions } from '../components/status-actions.tsx';
import '../i18n.ts';

function IncomingInvoiceShow() {
  const { t } = useTranslation('incomingInvoices');
  const { id } = useParams({ strict: false }) as { id: string };
  const phone = useIsPhoneLayout();
  const invoice = useIncomingInvoice(Number(id));
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) return <NotFoundPage />;
    return (
      <LoadFailedAlert
        title={t('loadFailed')}
        message={invoice.error.message}
        retryLabel={t('retry')}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  if (!invoice.data) return <Skeleton h={400} aria-busy="true" />;
  const data = invoice.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${data.vendor?.name ?? data.seller.name ?? t('noVendor')} · ${data.number ?? t('noNumber')}`}
        actions={
          <Group gap="sm">
            <Badge size="lg" color={statusColors[data.status]} variant="light" data-testid="incoming-status">
              {t(`status.${data.status}`)}
            </Badge>
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/incomingInvoices" />}>
              {t('show.back')}
            </Button>
          </Group>
        }
      />
      <StatusActions invoice={data} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OriginalPreview id={data.id} sourceKind={data.source_kind} phone={phone} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <InvoiceFacts invoice={data} />
            <BookingSummary invoice={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /incomingInvoices/show/{id}: the original beside the extracted data, findings, workflow. */
export function IncomingInvoiceShowPage() {
  return (
    <RequirePermission permission="incomingInvoices.read">
      <IncomingInvoiceShow />
    </RequirePermission>
  );
}
