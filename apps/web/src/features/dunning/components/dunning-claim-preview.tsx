import { dunningLevelLabels, formatEuro, formatPercentDe, type DunningClaim } from '@kontor/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import type { DunningTarget } from './dunning-target.ts';
import '../i18n.ts';

const noWrap = { whiteSpace: 'nowrap' } as const;

interface Props {
  claims: readonly { target: DunningTarget; claim: DunningClaim }[];
}

/** What each notice will claim — computed with the same function the server freezes. */
export function DunningClaimPreview({ claims }: Props) {
  const { t, i18n } = useTranslation('dunning');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.invoice')}</Table.Th>
            <Table.Th>{t('dialog.level')}</Table.Th>
            <Table.Th ta="right">{t('columns.open')}</Table.Th>
            <Table.Th ta="right">{t('dialog.feeColumn')}</Table.Th>
            <Table.Th ta="right">{t('dialog.interestColumn')}</Table.Th>
            <Table.Th ta="right">{t('dialog.total')}</Table.Th>
            <Table.Th>{t('dialog.deadline')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map(({ target, claim }) => (
            <Table.Tr key={target.documentId}>
              <Table.Td>
                <Text size="sm" fw={500} style={noWrap}>
                  {target.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {target.customerName}
                </Text>
              </Table.Td>
              <Table.Td>{dunningLevelLabels[target.nextLevel]}</Table.Td>
              <Table.Td ta="right" style={noWrap}>
                {formatEuro(claim.open)}
              </Table.Td>
              <Table.Td ta="right" style={noWrap}>
                {formatEuro(claim.fee)}
              </Table.Td>
              <Table.Td ta="right" style={noWrap}>
                {formatEuro(claim.interest.amount)}
                {claim.interest.days > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('dialog.interestDetail', {
                      rate: formatPercentDe(claim.interest.rate).replace(' %', ''),
                      days: claim.interest.days,
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={noWrap}>
                {formatEuro(claim.total)}
              </Table.Td>
              <Table.Td style={noWrap}>{formatDate(claim.deadline, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
