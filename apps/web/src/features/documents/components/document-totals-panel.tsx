import { formatEuro, formatPercentDe, vatCategoryDefinitions, type DocumentTotals } from '@kontor/contracts';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  totals: Pick<DocumentTotals, 'vatGroups' | 'net' | 'vat' | 'gross' | 'prepaid' | 'payable'>;
  /** Shown on finalized invoices. */
  paid?: string;
  open?: string;
}

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" gap="md" wrap="nowrap">
    <Text size="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text
      size="sm"
      fw={strong ? 700 : undefined}
      style={{ whiteSpace: 'nowrap' }}
      data-testid={`total-${label}`}
    >
      {value}
    </Text>
  </Group>
);

/** Net, VAT per category and rate (EN 16931 BG-23), gross; editor (live) and show page (stored) alike. */
export function DocumentTotalsPanel({ totals, paid, open }: Props) {
  const { t } = useTranslation('documents');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      maw={420}
      ml="auto"
      w="100%"
      aria-label={t('totals.title')}
      component="section"
    >
      <Stack gap={6}>
        <Row label={t('totals.net')} value={formatEuro(totals.net)} />
        {totals.vatGroups.map((group) => (
          <Row
            key={`${group.category}|${group.rate}`}
            label={
              group.category === 'S'
                ? t('totals.vat', { rate: formatPercentDe(group.rate) })
                : `${vatCategoryDefinitions[group.category].label} (${formatEuro(group.taxable)})`
            }
            value={formatEuro(group.tax)}
          />
        ))}
        <Divider />
        <Row label={t('totals.gross')} value={formatEuro(totals.gross)} strong />
        {totals.prepaid !== '0.00' && (
          <>
            <Row label={t('totals.prepaid')} value={formatEuro(`-${totals.prepaid}`)} />
            <Row label={t('totals.payable')} value={formatEuro(totals.payable)} strong />
          </>
        )}
        {paid !== undefined && paid !== '0.00' && <Row label={t('totals.paid')} value={formatEuro(paid)} />}
        {open !== undefined && <Row label={t('totals.open')} value={formatEuro(open)} strong />}
      </Stack>
    </Paper>
  );
}
