import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { money } from './money.ts';

export interface RateRow {
  first: string;
  rate: string | null;
  net: string | null;
  tax: string | null;
}

/** Net and VAT per rate: the invoice's VAT breakdown and the booking lines look alike. */
export function RateTable({
  firstLabel,
  rows,
  currency,
  rowTestId,
}: {
  firstLabel: string;
  rows: RateRow[];
  currency: string;
  rowTestId?: string;
}) {
  const { t, i18n } = useTranslation('incomingInvoices');
  const lang = i18n.language;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{firstLabel}</Table.Th>
            <Table.Th>{t('show.rate')}</Table.Th>
            <Table.Th ta="right">{t('show.net')}</Table.Th>
            <Table.Th ta="right">{t('show.tax')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i} data-testid={rowTestId}>
              <Table.Td>{row.first}</Table.Td>
              <Table.Td>{row.rate === null ? '–' : `${Number(row.rate).toLocaleString(lang)} %`}</Table.Td>
              <Table.Td ta="right">{money(row.net, lang, currency)}</Table.Td>
              <Table.Td ta="right">{money(row.tax, lang, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
