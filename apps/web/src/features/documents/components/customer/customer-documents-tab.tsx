import {
  documentTypeDefinitions,
  formatEuro,
  signedDocumentAmount,
  type DocumentType,
} from '@kontor/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import { LoadFailedAlert } from '../../../../ui/load-failed-alert.tsx';
import { useCustomerDocumentSummary } from '../../api/use-customer-document-summary.ts';
import '../../i18n.ts';
import { DocumentStatusBadge } from '../document-status-badge.tsx';
import { BusyIndicator } from '../../../../ui/busy-indicator.tsx';

const listStyle = { listStyle: 'none' } as const;

function DocumentLink({ id, type, number }: { id: number; type: DocumentType; number: string | null }) {
  const { t } = useTranslation('documents');
  return (
    <Anchor
      component={Link}
      to={documentPaths.show(id)}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {documentTypeDefinitions[type].label} {number ?? t('list.draftNumber')}
    </Anchor>
  );
}

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
      <Stack gap="sm" component="section" aria-labelledby="customer-open-items-title">
        <Title order={2} size="h4" id="customer-open-items-title">
          {t('customer.openItemsTitle')}
        </Title>
        {openItems.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('customer.noOpenItems')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={listStyle} data-testid="customer-open-items">
            {openItems.map((item) => (
              <Paper key={item.id} component="li" withBorder p="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <DocumentLink id={item.id} type={item.type} number={item.number} />
                    <Text size="xs" c="dimmed">
                      {date(item.document_date)} ·{' '}
                      {item.due_date
                        ? t('customer.due', { date: date(item.due_date) })
                        : t('customer.noDueDate')}
                    </Text>
                  </Stack>
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
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="customer-documents-title">
        <Title order={2} size="h4" id="customer-documents-title">
          {t('customer.documentsTitle')}
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('customer.noDocuments')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={listStyle} data-testid="customer-documents">
            {documents.map((doc) => (
              <Paper key={doc.id} component="li" withBorder p="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <DocumentLink id={doc.id} type={doc.type} number={doc.number} />
                    <Text size="xs" c="dimmed">
                      {date(doc.document_date)}
                    </Text>
                  </Stack>
                  <Group gap="sm" wrap="nowrap">
                    <DocumentStatusBadge status={doc.status} overdue={doc.overdue} />
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatEuro(signedDocumentAmount(doc.type, doc.gross))}
                    </Text>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
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
      </Stack>
    </Stack>
  );
}
