import type { IncomingInvoice } from '@kontor/contracts';
import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../lib/field-format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useSetVendor } from '../api/use-incoming-invoices.ts';
import '../i18n.ts';
import { money } from './money.ts';
import { RateTable } from './rate-table.tsx';

const Fact = ({ label, value }: { label: string; value: string | null }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value ?? '–'}</Text>
  </Stack>
);

/** What was read from the file: figures, vendor (matched or to create), VAT breakdown, findings. */
export function InvoiceFacts({ invoice }: { invoice: IncomingInvoice }) {
  const { t, i18n } = useTranslation('incomingInvoices');
  const lang = i18n.language;
  const canWrite = useSession((s) => s.permissions.includes('incomingInvoices.write'));
  const setVendor = useSetVendor();
  const date = (value: string | null) => (value ? formatIsoDate(value, lang) : null);
  const cur = invoice.currency;
  const frozen = invoice.status === 'approved' || invoice.status === 'paid';
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('show.data')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Fact label={t('show.number')} value={invoice.number} />
          <Fact label={t('show.issueDate')} value={date(invoice.issue_date)} />
          <Fact label={t('show.dueDate')} value={date(invoice.due_date)} />
          <Fact label={t('show.net')} value={money(invoice.totals.net, lang, cur)} />
          <Fact label={t('show.tax')} value={money(invoice.totals.tax, lang, cur)} />
          <Fact label={t('show.gross')} value={money(invoice.totals.gross, lang, cur)} />
          {invoice.skonto && (
            <Fact
              label={t('show.skonto')}
              value={t('show.skontoText', {
                amount: money(invoice.skonto.amount, lang, cur),
                date: date(invoice.skonto.until),
              })}
            />
          )}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('show.vendor')}
        </Title>
        {invoice.vendor ? (
          <Stack gap={4}>
            <Text fw={600} data-testid="incoming-vendor">
              {invoice.vendor.name}
            </Text>
            {invoice.vendor.vat_id && <Text size="sm">{`${t('show.vatId')}: ${invoice.vendor.vat_id}`}</Text>}
            {invoice.vendor_match_reason && (
              <Text size="sm" c="dimmed">{`${t('show.matchReason')}: ${invoice.vendor_match_reason}`}</Text>
            )}
            {canWrite && !frozen && (
              <Group>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setVendor.mutate({ id: invoice.id, vendor_id: null })}
                >
                  {t('show.removeVendor')}
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('show.seller')}
            </Text>
            <Text fw={600}>{invoice.seller.name ?? t('noVendor')}</Text>
            {invoice.seller.vat_id && <Text size="sm">{`${t('show.vatId')}: ${invoice.seller.vat_id}`}</Text>}
            {invoice.seller.iban && <Text size="sm">{`${t('show.iban')}: ${invoice.seller.iban}`}</Text>}
            {canWrite && (
              <Group>
                <Button
                  size="xs"
                  loading={setVendor.isPending}
                  onClick={() => setVendor.mutate({ id: invoice.id, create: true })}
                >
                  {t('show.createVendor')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        <ErrorAlert message={setVendor.error?.message} />
      </Paper>
      {invoice.duplicate_warning && (
        <Alert color="orange" title={t('show.duplicateWarning')}>
          {invoice.duplicate_warning}
        </Alert>
      )}
      {invoice.vat_breakdown.length > 0 && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('show.vatBreakdown')}
          </Title>
          <RateTable
            firstLabel={t('show.category')}
            rows={invoice.vat_breakdown.map((v) => ({
              first: v.category ?? '–',
              rate: v.rate,
              net: v.net,
              tax: v.tax,
            }))}
            currency={cur}
          />
        </Paper>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('show.findings')}
        </Title>
        {invoice.findings.length === 0 ? (
          <Text size="sm">{t('show.noFindings')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {invoice.findings.map((f, i) => (
              <List.Item key={i}>
                <Badge size="xs" color={f.severity === 'fatal' ? 'red' : 'yellow'} mr={6}>
                  {f.rule}
                </Badge>
                {f.message}
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
