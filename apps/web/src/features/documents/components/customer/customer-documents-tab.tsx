import { formatEuro, signedDocumentAmount } from '@kontor/contracts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { useCustomerDocumentSummary } from '../../api/use-customer-document-summary.ts';
import '../../i18n.ts';
import { DocumentStatusBadge } from '../document-status-badge.tsx';
import { DocumentCardSection } from './document-card-section.tsx';

/** The customer's "Dokumente" tab: open items by due date, then the newest documents. */
export function CustomerDocumentsTab({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation('documents');
  const summary = useCustomerDocumentSummary(customerId);
  if (summary.isError)
    return (
      <LoadFailedAlert
        title={t('customer.loadError')}
        message={summary.error.message}
        retryLabel={t('retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  if (!summary.data) return <BusyIndicator size="sm" label={t('loading')} />;
  const { open_items: openItems, documents, documents_total: total } = summary.data;
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <Stack gap="xl">
      <DocumentCardSection
        name="customer-open-items"
        title={t('customer.openItemsTitle')}
        emptyText={t('customer.noOpenItems')}
        items={openItems}
        details={(item) => (
          <>
            {date(item.document_date)} ·{' '}
            {item.due_date ? t('customer.due', { date: date(item.due_date) }) : t('customer.noDueDate')}
          </>
        )}
        aside={(item) => (
          <Stack gap={2} align="flex-end">
            <Text size="sm" fw={600}>
              {t('customer.openAmount', { amount: formatEuro(item.open) })}
            </Text>
            {item.days_overdue > 0 ? (
              <Badge color="red" variant="filled" tt="none">
                {t('customer.daysOverdue', { count: item.days_overdue })}
              </Badge>
            ) : (
              item.open !== item.gross && (
                <Text size="xs" c="dimmed">
                  {t('customer.ofGross', { amount: formatEuro(item.gross) })}
                </Text>
              )
            )}
          </Stack>
        )}
      />
      <DocumentCardSection
        name="customer-documents"
        title={t('customer.documentsTitle')}
        emptyText={t('customer.noDocuments')}
        items={documents}
        details={(doc) => date(doc.document_date)}
        aside={(doc) => (
          <Group gap="sm" wrap="nowrap">
            <DocumentStatusBadge status={doc.status} overdue={doc.overdue} />
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatEuro(signedDocumentAmount(doc.type, doc.gross))}
            </Text>
          </Group>
        )}
      >
        {total > 0 && (
          <Group justify="space-between" gap="xs">
            {total > documents.length && (
              <Text size="sm" c="dimmed">
                {t('customer.newestOf', { shown: documents.length, total })}
              </Text>
            )}
            <Anchor
              component={Link}
              to={documentPaths.list}
              search={{ customer: customerId } as never}
              size="sm"
            >
              {t('customer.allDocuments')}
            </Anchor>
          </Group>
        )}
      </DocumentCardSection>
    </Stack>
  );
}
