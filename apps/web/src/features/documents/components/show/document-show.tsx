import { documentTypeDefinitions, formatEuro, isInvoiceLike, type Document } from '@kontor/contracts';
import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { isAtLeast } from '../../../../lib/viewport/viewport-class.ts';
import { useViewport } from '../../../../lib/viewport/viewport-store.ts';
import { BackLink } from '../../../../ui/back-link.tsx';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';
import '../../i18n.ts';
import { DocumentStatusBadge } from '../document-status-badge.tsx';
import { DocumentTotalsPanel } from '../document-totals-panel.tsx';
import { DocumentActions } from './document-actions.tsx';
import { DocumentHistory } from './document-history.tsx';
import { DocumentLinesView } from './document-lines-view.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { LinkedDocuments } from './linked-documents.tsx';
import { PaymentsList } from './payments-list.tsx';
import { ValidationReport } from './validation-report.tsx';
import { useFeatureSlots } from '../../../../lib/feature-slots.ts';
import { useSession } from '../../../../lib/session/use-session.ts';

const tabs = ['overview', 'links', 'history', 'validation'] as const;
type Tab = (typeof tabs)[number];

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={strong ? 700 : 500}>{value}</Text>
  </Stack>
);

/** `/createDocument/show/{id}`: header with amounts, actions by status, PDF preview and tabs. */
export function DocumentShow({ doc }: { doc: Document }) {
  const { t, i18n } = useTranslation('documents');
  const navigate = useNavigate();
  const phone = !isAtLeast(useViewport(), 'tablet');
  const canWrite = useSession((s) => s.permissions.includes('documents.write'));
  // The Mahnwesen of one invoice is the dunning area's; it loads only for invoices that have one.
  const { DocumentDunningSection, DocumentTimeEntriesLink } = useFeatureSlots();
  const requested = useSearch({ strict: false, select: (s: Record<string, unknown>) => s['tab'] });
  const einvoice = isInvoiceLike(doc.type);
  const visibleTabs = tabs.filter((tab) => tab !== 'validation' || einvoice);
  const active: Tab = visibleTabs.includes(requested as Tab) ? (requested as Tab) : 'overview';
  const label = documentTypeDefinitions[doc.type].label;
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '–');
  const invoiceLike = einvoice && doc.status !== 'draft';
  const paidWithSkonto = doc.status === 'paid' && doc.payments.some((p) => Number(p.skonto) > 0);

  return (
    <Stack gap="md">
      <BackLink to={documentPaths.list}>{t('show.back')}</BackLink>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>
              {doc.number
                ? t('show.title', { type: label, number: doc.number })
                : t('show.draftTitle', { type: label })}
            </Title>
            <DocumentStatusBadge
              status={doc.status}
              overdue={doc.overdue}
              label={paidWithSkonto ? t('payment.paidWithSkonto') : undefined}
            />
          </Group>
          {doc.customer_id !== null && (
            <Anchor component={Link} to={entityPaths.show('customers', doc.customer_id)}>
              {doc.customer_name ?? doc.buyer?.name}
            </Anchor>
          )}
          {doc.subject && <Text size="sm">{doc.subject}</Text>}
        </Stack>
        <DocumentActions doc={doc} />
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Figure label={t('show.date')} value={date(doc.document_date)} />
          {doc.service_period_start ? (
            <Figure
              label={t('show.servicePeriod')}
              value={`${date(doc.service_period_start)} – ${date(doc.service_period_end)}`}
            />
          ) : (
            <Figure label={t('show.serviceDate')} value={date(doc.service_date)} />
          )}
          {doc.type === 'quote' ? (
            <Figure label={t('show.validUntil')} value={date(doc.valid_until)} />
          ) : (
            <Figure label={t('show.due')} value={date(doc.due_date)} />
          )}
          <Figure label={t('show.gross')} value={formatEuro(doc.totals.gross)} strong />
          {invoiceLike && <Figure label={t('show.paid')} value={formatEuro(doc.paid)} />}
          {invoiceLike && <Figure label={t('show.open')} value={formatEuro(doc.open)} strong />}
        </SimpleGrid>
      </Paper>
      <Tabs
        value={active}
        onChange={(value) =>
          void navigate({
            to: documentPaths.show(doc.id),
            search: (value && value !== 'overview' ? { tab: value } : {}) as never,
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t('show.tabs.label')}
          mb="md"
          style={{ overflowX: 'auto', flexWrap: 'nowrap' }}
        >
          {visibleTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`show.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <DocumentLinesView doc={doc} />
            </Paper>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <DocumentTotalsPanel
                    totals={{ ...doc.totals, vatGroups: doc.totals.vat_groups }}
                    paid={invoiceLike ? doc.paid : undefined}
                    open={invoiceLike ? doc.open : undefined}
                  />
                  <Suspense fallback={null}>
                    <DocumentTimeEntriesLink documentId={doc.id} />
                  </Suspense>
                  {invoiceLike && <PaymentsList doc={doc} canWrite={canWrite} />}
                  {invoiceLike && (doc.overdue || doc.dunning_level > 0) && (
                    <Paper withBorder p="md" radius="md">
                      <Suspense fallback={null}>
                        <DocumentDunningSection document={doc} />
                      </Suspense>
                    </Paper>
                  )}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <DocumentPreview id={doc.id} version={doc.version} phone={phone} />
              </Grid.Col>
            </Grid>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="links">
          <LinkedDocuments doc={doc} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <DocumentHistory id={doc.id} />
        </Tabs.Panel>
        {einvoice && (
          <Tabs.Panel value="validation">
            <ValidationReport id={doc.id} version={doc.version} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
