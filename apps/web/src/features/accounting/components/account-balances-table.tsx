import type { AccountBalance, AccountingPeriod } from '@kontor/contracts';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';
import { balanceText, money } from './money-cell.ts';

interface Props {
  items: readonly AccountBalance[];
  period: AccountingPeriod;
}

const sum = (items: readonly AccountBalance[], key: 'debit' | 'credit') =>
  items.reduce((total, item) => total + Math.round(Number(item[key]) * 100), 0) / 100;

/** Summen- und Saldenliste: desktop a table with totals, phone one card per account. */
export function AccountBalancesTable({ items, period }: Props) {
  const { t, i18n } = useTranslation('accounting');
  const isPhone = useIsPhoneLayout();
  const side = { debit: t('side.debit'), credit: t('side.credit') };
  const link = (item: AccountBalance) => (
    <Anchor
      renderRoot={(props) => <Link {...props} to={`/accounts/show/${item.id}`} search={period} />}
      ff="monospace"
      fw={600}
    >
      {item.number}
    </Anchor>
  );

  if (isPhone) {
    return (
      <Stack gap="sm">
        {items.map((item) => (
          <Card key={item.id} withBorder radius="md" padding="sm" component="article" aria-label={item.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                {link(item)}
                <Text size="sm" truncate>
                  {item.name}
                </Text>
              </Stack>
              <Text fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {balanceText(item.balance, i18n.language, side)}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover striped aria-label={t('title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th ta="right">{t('columns.debit')}</Table.Th>
            <Table.Th ta="right">{t('columns.credit')}</Table.Th>
            <Table.Th ta="right">{t('columns.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{link(item)}</Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td ta="right">{money(item.debit, i18n.language)}</Table.Td>
              <Table.Td ta="right">{money(item.credit, i18n.language)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {balanceText(item.balance, i18n.language, side)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('total')}</Table.Th>
            <Table.Th ta="right">{money(String(sum(items, 'debit')), i18n.language)}</Table.Th>
            <Table.Th ta="right">{money(String(sum(items, 'credit')), i18n.language)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
