import type { AccountingPeriod } from '@kontor/contracts';
import { Paper, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVatReturn } from '../api/use-vat-return.ts';
import '../i18n.ts';
import { money } from './money-cell.ts';
import { VatEntriesModal } from './vat-entries-modal.tsx';

/** The order of the form: turnover, then input VAT, then the amount due. */
const order = [
  '81',
  '86',
  '41',
  '21',
  '43',
  '60',
  '89',
  '93',
  '46',
  '47',
  '84',
  '85',
  '45',
  '48',
  '87',
  '66',
  '67',
  '61',
  '83',
];
const rank = (kz: string) => (order.includes(kz) ? order.indexOf(kz) : order.length);

/** Umsatzsteuer-Voranmeldung of the period: base and tax per Kennzahl, 83 = the amount due. */
export function VatReturnCard({ period }: { period: AccountingPeriod }) {
  const { t, i18n } = useTranslation('accounting');
  const vat = useVatReturn(period);
  const [opened, setOpened] = useState<string | null>(null);
  const title = t('vat.title');
  const fields = vat.data ? Object.entries(vat.data.fields).sort(([a], [b]) => rank(a) - rank(b)) : [];
  const label = (kz: string) => t(`vat.kz.${kz}`, { defaultValue: t('vat.other', { kz }) });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {vat.isError ? (
          <Text c="red">{vat.error.message}</Text>
        ) : !vat.data ? (
          <Skeleton h={120} />
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vat.kennzahl')}</Table.Th>
                  <Table.Th ta="right">{t('vat.base')}</Table.Th>
                  <Table.Th ta="right">{t('vat.tax')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map(([kz, field]) => (
                  <Table.Tr key={kz} fw={kz === '83' ? 700 : undefined}>
                    <Table.Td>
                      {kz === '83' ? (
                        <>
                          <Text span ff="monospace" inherit>
                            {kz}
                          </Text>{' '}
                          {label(kz)}
                        </>
                      ) : (
                        <UnstyledButton
                          onClick={() => setOpened(kz)}
                          aria-label={t('vat.openEntries', { kz, label: label(kz) })}
                          td="underline"
                          fz="inherit"
                        >
                          <Text span ff="monospace" inherit>
                            {kz}
                          </Text>{' '}
                          {label(kz)}
                        </UnstyledButton>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {field.base !== undefined && money(field.base, i18n.language)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {field.tax !== undefined && money(field.tax, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <VatEntriesModal
        kennzahl={opened}
        label={opened ? label(opened) : ''}
        period={period}
        onClose={() => setOpened(null)}
      />
    </Paper>
  );
}
