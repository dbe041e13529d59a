import type { AccountingPeriod, VatReturnEntry } from '@kontor/contracts';
import { Alert, Anchor, Modal, Skeleton, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '../../../lib/document-paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useVatReturnEntries } from '../api/use-vat-return-entries.ts';
import '../i18n.ts';
import { money } from './money-cell.ts';

interface Props {
  kennzahl: string | null;
  label: string;
  period: AccountingPeriod;
  onClose: () => void;
}

/** Drill-down of the VAT return: the entries one Kennzahl was computed from, each with its Beleg. */
export function VatEntriesModal({ kennzahl, label, period, onClose }: Props) {
  const { t, i18n } = useTranslation('accounting');
  const entries = useVatReturnEntries(kennzahl, period);
  const beleg = (entry: VatReturnEntry) =>
    entry.source ? (
      <Anchor
        component={Link}
        to={documentPaths.show(entry.source.id)}
        aria-label={t('account.openDocument', { number: entry.belegfeld1 })}
      >
        {entry.belegfeld1}
      </Anchor>
    ) : (
      entry.belegfeld1
    );
  return (
    <Modal
      opened={kennzahl !== null}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('vat.close') }}
      title={t('vat.entriesTitle', { kz: kennzahl ?? '', label })}
    >
      {entries.isError ? (
        <Text c="red">{entries.error.message}</Text>
      ) : !entries.data ? (
        <Skeleton h={120} />
      ) : entries.data.items.length === 0 ? (
        <Alert color="gray">{t('vat.noEntries')}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th>{t('columns.belegfeld1')}</Table.Th>
                <Table.Th>{t('columns.text')}</Table.Th>
                <Table.Th>{t('columns.debit')}</Table.Th>
                <Table.Th>{t('columns.credit')}</Table.Th>
                <Table.Th ta="right">{t('vat.amount')}</Table.Th>
                <Table.Th ta="right">{t('vat.tax')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.data.items.map((entry) => (
                <Table.Tr key={entry.entry_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(entry.date, i18n.language)}
                  </Table.Td>
                  <Table.Td>{beleg(entry)}</Table.Td>
                  <Table.Td>{entry.text}</Table.Td>
                  <Table.Td ff="monospace">{entry.debit_account}</Table.Td>
                  <Table.Td ff="monospace">{entry.credit_account}</Table.Td>
                  <Table.Td ta="right">{money(entry.amount, i18n.language)}</Table.Td>
                  <Table.Td ta="right">
                    {entry.tax_amount !== null && money(entry.tax_amount, i18n.language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
