import type { IncomingInvoice } from '@kontor/contracts';
import { Alert, Badge, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { BookingSummary } from '../components/booking-summary.tsx';
import { statusColors } from '../components/invoice-card.tsx';
import { InvoiceFacts } from '../components/invoice-facts.tsx';
import { InvoiceLoader } from '../components/invoice-loader.tsx';
import { OcrProgress } from '../components/ocr-progress.tsx';
import { OriginalPreview } from '../components/original-preview.tsx';
import { StatusActions } from '../components/status-actions.tsx';
import '../i18n.ts';

function IncomingInvoiceShow({ data }: { data: IncomingInvoice }) {
  const { t } = useTranslation('incomingInvoices');
  const phone = useIsPhoneLayout();
  const canEdit = useSession((s) => s.permissions.includes('incomingInvoices.write'));
  const frozen = data.status === 'approved' || data.status === 'paid';
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
      <OcrProgress invoice={data} />
      {!frozen && data.field_checks.some((c) => c.needs_check) && (
        <Alert color="orange" data-testid="field-check-hint">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('ocr.check')}</Text>
            {canEdit && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                renderRoot={(props) => (
                  <Link {...props} to="/incomingInvoices/edit/$id" params={{ id: String(data.id) }} />
                )}
              >
                {t('ocr.checkLink')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
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
      <InvoiceLoader>{(invoice) => <IncomingInvoiceShow data={invoice} />}</InvoiceLoader>
    </RequirePermission>
  );
}
