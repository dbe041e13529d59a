import type { IncomingInvoice } from '@kontor/contracts';
import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import '../i18n.ts';
import { money } from './money.ts';

/** The booking lines with the sum check, and the status history. */
export function BookingSummary({ invoice }: { invoice: IncomingInvoice }) {
  const { t, i18n } = useTranslation('incomingInvoices');
  const lang = i18n.language;
  const canWrite = useSession((s) => s.permissions.includes('incomingInvoices.write'));
  const frozen = invoice.status === 'approved' || invoice.status === 'paid';
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('show.booking')}
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('show.account')}</Table.Th>
                <Table.Th>{t('show.rate')}</Table.Th>
                <Table.Th ta="right">{t('show.net')}</Table.Th>
                <Table.Th ta="right">{t('show.tax')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((l, i) => (
                <Table.Tr key={i} data-testid="booking-line">
                  <Table.Td>{l.account}</Table.Td>
                  <Table.Td>{`${Number(l.vat_rate).toLocaleString(lang)} %`}</Table.Td>
                  <Table.Td ta="right">{money(l.net, lang)}</Table.Td>
                  <Table.Td ta="right">{money(l.vat, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Alert mt="sm" color={invoice.lines_match_totals ? 'green' : 'yellow'} role="status">
          {invoice.lines_match_totals ? t('show.linesMatch') : t('show.linesMismatch')}
        </Alert>
        {canWrite && !frozen && (
          <Button
            mt="sm"
            variant="light"
            renderRoot={(props) => (
              <Link {...props} to="/incomingInvoices/edit/$id" params={{ id: String(invoice.id) }} />
            )}
          >
            {t('show.editBooking')}
          </Button>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('show.history')}
        </Title>
        <Stack gap={4}>
          {invoice.status_history.map((h, i) => (
            <Text size="sm" key={i}>
              {t('show.historyEntry', {
                status: t(`status.${h.to_status}`),
                when: formatDateTime(h.changed_at, lang),
              })}
              {h.changed_by && ` ${t('show.by', { name: h.changed_by })}`}
              {h.reason && ` – ${h.reason}`}
            </Text>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
