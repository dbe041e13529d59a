import { dunningStageLabel, formatEuro, type OverdueInvoice } from '@kontor/contracts';
import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { DunningNoticeActions } from './dunning-notice-actions.tsx';
import '../i18n.ts';

interface Props {
  items: readonly OverdueInvoice[];
  selected: ReadonlySet<number>;
  canWrite: boolean;
  onToggle: (documentId: number, checked: boolean) => void;
}

const showPath = (id: number) => `/createDocument/show/${id}`;
// Numbers, dates and amounts never break inside ("RE-2026-" / "00037", "1.254,85" / "€").
const noWrap = { whiteSpace: 'nowrap' } as const;

/** The overdue invoices of one Mahnstufe; the ones with a next level can be selected. */
export function OverdueInvoicesTable({ items, selected, canWrite, onToggle }: Props) {
  const { t, i18n } = useTranslation('dunning');
  const selectable = items.filter((item) => item.next_level !== null);
  const allSelected = selectable.length > 0 && selectable.every((item) => selected.has(item.document_id));

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {canWrite && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('selectAll')}
                  checked={allSelected}
                  indeterminate={!allSelected && selectable.some((item) => selected.has(item.document_id))}
                  disabled={selectable.length === 0}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    for (const item of selectable) onToggle(item.document_id, checked);
                  }}
                />
              </Table.Th>
            )}
            <Table.Th>{t('columns.invoice')}</Table.Th>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('columns.daysOverdue')}</Table.Th>
            <Table.Th ta="right">{t('columns.open')}</Table.Th>
            <Table.Th ta="right">{t('columns.interest')}</Table.Th>
            <Table.Th>{t('columns.lastNotice')}</Table.Th>
            <Table.Th>{t('columns.next')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.document_id}>
              {canWrite && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('selectOne', { number: item.number ?? item.document_id })}
                    checked={selected.has(item.document_id)}
                    disabled={item.next_level === null}
                    onChange={(event) => onToggle(item.document_id, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={showPath(item.document_id)} fw={500} size="sm" style={noWrap}>
                  {item.number}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.customer_name}</Text>
                <Badge size="xs" variant="light" color={item.customer_kind === 'person' ? 'grape' : 'gray'}>
                  {t(`kind.${item.customer_kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={noWrap}>{formatDate(item.due_date, i18n.language)}</Table.Td>
              <Table.Td ta="right">{item.days_overdue}</Table.Td>
              <Table.Td ta="right" fw={600} style={noWrap}>
                {formatEuro(item.open)}
              </Table.Td>
              <Table.Td ta="right" style={noWrap}>
                {formatEuro(item.interest_amount)}
                <Text size="xs" c="dimmed">
                  {`${item.interest_rate.replace('.', ',')} %`}
                </Text>
              </Table.Td>
              <Table.Td>
                {item.last_notice_id && item.last_notice_date ? (
                  <>
                    <Text size="sm">{formatDate(item.last_notice_date, i18n.language)}</Text>
                    {item.last_notice_due_date && (
                      <Text size="xs" c="dimmed">
                        {t('until', { date: formatDate(item.last_notice_due_date, i18n.language) })}
                      </Text>
                    )}
                    <DunningNoticeActions
                      documentId={item.document_id}
                      noticeId={item.last_notice_id}
                      level={item.level}
                    />
                  </>
                ) : (
                  '–'
                )}
              </Table.Td>
              <Table.Td>
                {item.next_level === null ? (
                  <Text size="sm" c="dimmed">
                    {t('finalLevel')}
                  </Text>
                ) : (
                  dunningStageLabel(item.next_level)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
