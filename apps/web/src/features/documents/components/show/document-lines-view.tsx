import {
  calculateDocumentTotals,
  formatEuro,
  formatPercentDe,
  formatQuantityDe,
  unitOptions,
  vatCategoryDefinitions,
  type Document,
} from '@kontor/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n.ts';

const unitLabel = (code: string) => unitOptions.find((u) => u.value === code)?.label ?? code;

/** The lines read-only, with line totals and subtotals as the PDF prints them. */
export function DocumentLinesView({ doc }: { doc: Document }) {
  const { t } = useTranslation('documents');
  // Line nets and subtotals by the one shared calculation (the same the PDF uses).
  const totals = calculateDocumentTotals(doc.lines);
  let position = 0;
  // Native scrolling with focus: the wide table stays readable by keyboard on phones (axe).
  return (
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('lines.table')}
    >
      <Table aria-label={t('lines.table')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.pos')}</Table.Th>
            <Table.Th>{t('lines.name')}</Table.Th>
            <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
            <Table.Th ta="right">{t('lines.unitPrice')}</Table.Th>
            <Table.Th ta="right">{t('lines.discount')}</Table.Th>
            <Table.Th ta="right">{t('lines.vat')}</Table.Th>
            <Table.Th ta="right">{t('lines.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {doc.lines.map((line) => {
            if (line.kind === 'title' || line.kind === 'text')
              return (
                <Table.Tr key={line.key}>
                  <Table.Td />
                  <Table.Td colSpan={6}>
                    <Text
                      size="sm"
                      fw={line.kind === 'title' ? 700 : undefined}
                      style={{ whiteSpace: 'pre-wrap' }}
                    >
                      {line.name}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            if (line.kind === 'subtotal') {
              const amount = totals.subtotals[line.key] ?? '0';
              return (
                <Table.Tr key={line.key}>
                  <Table.Td />
                  <Table.Td colSpan={5}>
                    <Text size="sm" fw={700}>
                      {line.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatEuro(amount)}
                  </Table.Td>
                </Table.Tr>
              );
            }
            position += 1;
            const net = totals.lines[line.key]?.net ?? '0';
            return (
              <Table.Tr key={line.key}>
                <Table.Td>{position}</Table.Td>
                <Table.Td>
                  <Text size="sm">{line.name}</Text>
                  {line.description && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {line.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatQuantityDe(line.quantity)} {unitLabel(line.unit)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(line.unit_price)}
                </Table.Td>
                <Table.Td ta="right">
                  {line.discount_percent ? formatPercentDe(line.discount_percent) : ''}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.vat_category === 'S'
                    ? formatPercentDe(line.vat_rate)
                    : vatCategoryDefinitions[line.vat_category].label}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatEuro(net)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
