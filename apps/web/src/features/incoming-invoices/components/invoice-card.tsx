import type { ContractResponse, listIncomingInvoices } from '@kontor/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../lib/field-format.ts';
import '../i18n.ts';
import { money } from './money.ts';

type Item = ContractResponse<typeof listIncomingInvoices>['items'][number];

export const statusColors: Record<string, string> = {
  draft: 'gray',
  review: 'yellow',
  approved: 'blue',
  paid: 'green',
  rejected: 'red',
};

/** One invoice of the list: vendor, number, dates, gross and status; the whole card opens it. */
export function InvoiceCard({ invoice }: { invoice: Item }) {
  const { t, i18n } = useTranslation('incomingInvoices');
  const lang = i18n.language;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="incoming-invoice"
      renderRoot={(props) => (
        <Link {...props} to="/incomingInvoices/show/$id" params={{ id: String(invoice.id) }} />
      )}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {invoice.vendor?.name ?? invoice.vendor_name ?? t('noVendor')}
          </Text>
          <Text size="sm" c="dimmed">
            {invoice.number ?? t('noNumber')}
            {invoice.issue_date && ` · ${formatIsoDate(invoice.issue_date, lang)}`}
          </Text>
          <Group gap="xs">
            {invoice.due_date && (
              <Text size="xs" c="dimmed">
                {t('dueOn', { date: formatIsoDate(invoice.due_date, lang) })}
              </Text>
            )}
            {invoice.skonto_until && (
              <Text size="xs" c="orange">
                {t('skontoUntil', { date: formatIsoDate(invoice.skonto_until, lang) })}
              </Text>
            )}
            {(invoice.ocr_status === 'queued' || invoice.ocr_status === 'running') && (
              <Badge color="blue" variant="light" size="xs">
                {t('ocr.badge')}
              </Badge>
            )}
            {invoice.duplicate_of !== null && (
              <Badge color="orange" variant="light" size="xs">
                {t('duplicate')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={600}>{money(invoice.totals.gross, lang, invoice.currency)}</Text>
          <Badge color={statusColors[invoice.status]} variant="light">
            {t(`status.${invoice.status}`)}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}
