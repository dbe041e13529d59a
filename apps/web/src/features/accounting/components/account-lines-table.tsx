import type { AccountStatement } from '@kontor/contracts';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '../../../lib/document-paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useIsPhoneLayout } from '../../../lib/viewport/use-phone-layout.ts';
import '../i18n.ts';
import { balanceText, money } from './money-cell.ts';

type Line = AccountStatement['items'][number];

/** The entries of one account with the running balance; the Beleg opens the source document. */
export function AccountLinesTable({ lines }: { lines: readonly Line[] }) {
  const { t, i18n } = useTranslation('accounting');
  const isPhone = useIsPhoneLayout();
  const side = { debit: t('side.debit'), credit: t('side.credit') };
  const beleg = (line: Line) =>
    line.source ? (
      <Anchor
        component={Link}
        to={documentPaths.show(line.source.id)}
        aria-label={t('account.openDocument', { number: line.belegfeld1 })}
      >
        {line.belegfeld1}
      </Anchor>
    ) : (
      line.belegfeld1
    );
  const amount = (line: Line) =>
    Number(line.debit) > 0
      ? `${money(line.debit, i18n.language)} ${side.debit}`
      : `${money(line.credit, i18n.language)} ${side.credit}`;

  if (isPhone) {
    return (
      <Stack gap="sm">
        {lines.map((line) => (
          <Card key={`${line.entry_id}-${line.debit}-${line.credit}`} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text size="sm" c="dimmed">
                  {formatDate(line.date, i18n.language)} · {beleg(line)}
                </Text>
                <Text size="sm">{line.text}</Text>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {amount(line)}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {balanceText(line.balance, i18n.language, side)}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.belegfeld1')}</Table.Th>
            <Table.Th>{t('columns.text')}</Table.Th>
            <Table.Th>{t('columns.contra')}</Table.Th>
            <Table.Th ta="right">{t('columns.debit')}</Table.Th>
            <Table.Th ta="right">{t('columns.credit')}</Table.Th>
            <Table.Th ta="right">{t('columns.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.entry_id}-${line.debit}-${line.credit}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.date, i18n.language)}</Table.Td>
              <Table.Td>{beleg(line)}</Table.Td>
              <Table.Td>{line.text}</Table.Td>
              <Table.Td ff="monospace">{line.contra_account}</Table.Td>
              <Table.Td ta="right">{Number(line.debit) > 0 && money(line.debit, i18n.language)}</Table.Td>
              <Table.Td ta="right">{Number(line.credit) > 0 && money(line.credit, i18n.language)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {balanceText(line.balance, i18n.language, side)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
