import { documentTypeDefinitions, formatEuro, type DocumentSums } from '@kontor/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';

/**
 * The sums over all matches, one row per document type (a quote's amount never adds to an
 * invoice's). A table of its own below the list: as the list's footer, the longest type name
 * ("Summe Auftragsbestätigungen") widened the number column until "Fällig" no longer fit at 1280 px.
 */
export function DocumentsSumsTable({ sums }: { sums: DocumentSums['sums_by_type'] }) {
  const { t } = useTranslation('documents');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('list.sums')} withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.sums')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.net')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.gross')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.open')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sums.map((s) => (
            <Table.Tr key={s.type}>
              <Table.Th scope="row" fw={600}>
                {t('list.sumOfType', { type: documentTypeDefinitions[s.type].plural, count: s.count })}
              </Table.Th>
              <Table.Td ta="right">{formatEuro(s.net)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatEuro(s.gross)}
              </Table.Td>
              <Table.Td ta="right">{s.open === null ? '–' : formatEuro(s.open)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
