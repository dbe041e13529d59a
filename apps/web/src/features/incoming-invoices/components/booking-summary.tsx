import type { IncomingInvoice } from '@kontor/contracts';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import '../i18n.ts';
import { RateTable } from './rate-table.tsx';

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
        <Text size="sm" mb="xs" data-testid="booking-taxation">
          {t('show.taxation')}: {t(`taxation.${invoice.taxation}`)}
        </Text>
        <RateTable
          firstLabel={t('show.account')}
          rows={invoice.lines.map((l) => ({
            first: l.project ? `${l.account} · ${t('show.project')} ${l.project.name}` : l.account,
            rate: l.vat_rate,
            net: l.net,
            tax: l.vat,
          }))}
          currency={invoice.currency}
          rowTestId="booking-line"
        />
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
