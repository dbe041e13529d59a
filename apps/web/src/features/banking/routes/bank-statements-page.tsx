import type { BankStatement } from '@kontor/contracts';
import { Alert, Anchor, Card, Group, List, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import { BackLink } from '../../../ui/back-link.tsx';
import { LoadFailedAlert } from '../../../ui/load-failed-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RequirePermission } from '../../../ui/require-permission.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useBankStatement, useBankStatements } from '../api/use-banking-queries.ts';
import { money } from '../components/money.ts';
import { TransactionCard } from '../components/transaction-card.tsx';
import '../i18n.ts';

const nameOf = (s: BankStatement) => s.bank_reference ?? s.file_name ?? `#${s.id}`;

function period(s: BankStatement, language: string) {
  if (!s.from_date && !s.to_date) return '—';
  return [s.from_date, s.to_date].map((d) => (d ? formatDate(d, language) : '…')).join(' – ');
}

function StatementList() {
  const { t, i18n } = useTranslation('banking');
  const isPhone = useIsPhoneLayout();
  const statements = useBankStatements();
  const items = statements.data?.items ?? [];
  const balance = (value: string | null, currency: string) =>
    value ? money(value, i18n.language, currency) : '—';
  return (
    <Stack gap="lg">
      <BackLink to="/banking">{t('statements.back')}</BackLink>
      <PageHeader title={t('statements.title')} description={t('statements.intro')} />
      {statements.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          message={statements.error.message}
          retryLabel={t('retry')}
          onRetry={() => void statements.refetch()}
        />
      ) : !statements.data ? (
        <Skeleton h={120} />
      ) : items.length === 0 ? (
        <Alert color="gray">{t('statements.empty')}</Alert>
      ) : isPhone ? (
        <Stack gap="sm">
          {items.map((s) => (
            <Card key={s.id} withBorder padding="sm">
              <Anchor
                fw={600}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/banking/statements/$mode/$id"
                    params={{ mode: 'show', id: String(s.id) }}
                  />
                )}
              >
                {nameOf(s)}
              </Anchor>
              <Text size="sm">
                {s.bank_account_name} · {period(s, i18n.language)}
              </Text>
              <Text size="sm">
                {balance(s.opening_balance, s.currency)} → {balance(s.closing_balance, s.currency)}
              </Text>
              {s.warnings.length > 0 && (
                <Text size="sm" c="orange.8">
                  {t('statements.warnings')}: {s.warnings.length}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('statements.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('statements.title')}</Table.Th>
                <Table.Th>{t('account')}</Table.Th>
                <Table.Th>{t('statements.period')}</Table.Th>
                <Table.Th ta="right">{t('statements.opening')}</Table.Th>
                <Table.Th ta="right">{t('statements.closing')}</Table.Th>
                <Table.Th ta="right">{t('statements.imported')}</Table.Th>
                <Table.Th>{t('statements.warnings')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/banking/statements/$mode/$id"
                          params={{ mode: 'show', id: String(s.id) }}
                        />
                      )}
                    >
                      {nameOf(s)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.bank_account_name}</Table.Td>
                  <Table.Td>{period(s, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{balance(s.opening_balance, s.currency)}</Table.Td>
                  <Table.Td ta="right">{balance(s.closing_balance, s.currency)}</Table.Td>
                  <Table.Td ta="right">{s.imported_count}</Table.Td>
                  <Table.Td c={s.warnings.length ? 'orange.8' : undefined}>
                    {s.warnings.length ? s.warnings.length : t('statements.noWarnings')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function StatementShow({ id }: { id: number }) {
  const { t, i18n } = useTranslation('banking');
  const canWrite = useSession((s) => s.permissions.includes('banking.write'));
  const statement = useBankStatement(id);
  const s = statement.data;
  const facts: [string, string][] = s
    ? [
        [t('account'), s.bank_account_name],
        [t('statements.period'), period(s, i18n.language)],
        [
          t('statements.opening'),
          s.opening_balance ? money(s.opening_balance, i18n.language, s.currency) : '—',
        ],
        [
          t('statements.closing'),
          s.closing_balance ? money(s.closing_balance, i18n.language, s.currency) : '—',
        ],
        [t('statements.entries'), String(s.entry_count)],
        [t('statements.imported'), String(s.imported_count)],
        [t('statements.duplicates'), String(s.duplicate_count)],
        [t('statements.format'), s.format],
        [t('statements.file'), s.file_name ?? '—'],
      ]
    : [];
  return (
    <Stack gap="lg">
      <BackLink to="/banking/statements/list">{t('statements.backToList')}</BackLink>
      {statement.isError ? (
        <LoadFailedAlert
          title={t('statements.notFound')}
          message={statement.error.message}
          retryLabel={t('retry')}
          onRetry={() => void statement.refetch()}
        />
      ) : !s ? (
        <Skeleton h={200} />
      ) : (
        <>
          <PageHeader title={t('statements.show', { name: nameOf(s) })} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {facts.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={500}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Alert color={s.warnings.length ? 'yellow' : 'green'} title={t('statements.warnings')}>
            {s.warnings.length ? (
              <List size="sm">
                {s.warnings.map((w, i) => (
                  <List.Item key={i}>{w}</List.Item>
                ))}
              </List>
            ) : (
              t('statements.noWarnings')
            )}
          </Alert>
          <Group>
            <Text fw={600}>{t('statements.entries')}</Text>
          </Group>
          <Stack gap="sm">
            {s.transactions.map((tx) => (
              <TransactionCard key={tx.id} tx={tx} canWrite={canWrite} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** `/banking/statements/{mode}/{id?}`: list of imports, or one statement with balances, entries and warnings. */
export function BankStatementsPage() {
  const { mode, id } = useParams({ strict: false }) as { mode?: string; id?: string };
  return (
    <RequirePermission permission="banking.read">
      {mode === 'show' && id ? <StatementShow id={Number(id)} /> : <StatementList />}
    </RequirePermission>
  );
}
