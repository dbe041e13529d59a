import {
  formatBillingPeriodDe,
  formatEuro,
  serialInvoiceIntervalLabels,
  type SerialInvoiceListItem,
} from '@kontor/contracts';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { serialInvoicePaths } from '../serial-invoice-paths.ts';
import { RunStatusBadge } from './serial-invoice-runs.tsx';
import '../i18n.ts';

/** All templates: customer, interval, next period, amount, automation and the last run. */
export function SerialInvoicesTable({ items }: { items: SerialInvoiceListItem[] }) {
  const { t } = useTranslation('serialInvoices');
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.interval')}</Table.Th>
            <Table.Th>{t('columns.nextDate')}</Table.Th>
            <Table.Th ta="right">{t('columns.amount')}</Table.Th>
            <Table.Th miw={170}>{t('columns.lastRun')}</Table.Th>
            <Table.Th miw={110}>{t('columns.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} opacity={item.active ? 1 : 0.6}>
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component={Link} to={serialInvoicePaths.edit(item.id)} fw={500}>
                    {item.name}
                  </Anchor>
                  <Group gap={4}>
                    {item.auto_finalize && (
                      <Badge size="xs" variant="outline">
                        {t('auto.finalize')}
                      </Badge>
                    )}
                    {item.auto_send && (
                      <Badge size="xs" variant="outline">
                        {t('auto.send')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>{item.customer_name}</Table.Td>
              <Table.Td>{serialInvoiceIntervalLabels[item.interval]}</Table.Td>
              <Table.Td>
                {item.next_period ? (
                  formatBillingPeriodDe(item.next_period)
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('finished')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatEuro(item.gross)}</Table.Td>
              <Table.Td>
                {item.last_run && (
                  <Stack gap={2}>
                    <Text size="xs">
                      {formatBillingPeriodDe({
                        start: item.last_run.period_start,
                        end: item.last_run.period_end,
                      })}
                    </Text>
                    <RunStatusBadge status={item.last_run.status} />
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={item.active ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                  {item.active ? t('active') : t('inactive')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
