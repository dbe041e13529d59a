import { documentTypeDefinitions, formatEuro } from '@kontor/contracts';
import { Anchor, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { useCustomerDocumentSummary } from '../../api/use-customer-document-summary.ts';
import '../../i18n.ts';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';

function Figure({
  label,
  value,
  hint,
  alert,
}: {
  label: string;
  value: string;
  hint: string;
  alert?: boolean;
}) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} size="lg" c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
      <Text component="dd" m={0} size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/** A customer's key figures on its overview: open and overdue receivables, revenue, last document. */
export function CustomerDocumentFigures({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation('documents');
  const summary = useCustomerDocumentSummary(customerId);
  if (summary.isError)
    return (
      <LoadFailedAlert
        compact
        title={t('customer.loadError')}
        message={summary.error.message}
        retryLabel={t('retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  if (!summary.data) return <BusyIndicator size="sm" label={t('loading')} />;
  const { receivables, revenue, documents } = summary.data;
  const last = documents[0];
  return (
    <Fieldset legend={t('customer.figuresTitle')} radius="md">
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="lg" verticalSpacing="md" m={0}>
          <Figure
            label={t('customer.open')}
            value={formatEuro(receivables.open.sum)}
            hint={t('customer.openHint', { count: receivables.open.count })}
          />
          <Figure
            label={t('customer.overdue')}
            value={formatEuro(receivables.overdue.sum)}
            hint={t('customer.overdueHint', { count: receivables.overdue.count })}
            alert={receivables.overdue.count > 0}
          />
          <Figure
            label={t('customer.revenue', { year: revenue.current.year })}
            value={formatEuro(revenue.current.net)}
            hint={t('customer.revenueHint')}
          />
          <Figure
            label={t('customer.revenue', { year: revenue.previous.year })}
            value={formatEuro(revenue.previous.net)}
            hint={t('customer.revenueHint')}
          />
        </SimpleGrid>
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            {t('customer.lastDocument')}:{' '}
          </Text>
          {last ? (
            <Anchor component={Link} to={documentPaths.show(last.id)} size="sm">
              {t('customer.lastDocumentValue', {
                document: `${documentTypeDefinitions[last.type].label} ${last.number ?? t('list.draftNumber')}`,
                date: formatDate(last.document_date, i18n.language),
              })}
            </Anchor>
          ) : (
            t('customer.noDocument')
          )}
        </Text>
      </Stack>
    </Fieldset>
  );
}
