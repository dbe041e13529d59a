import { dunningStageLabel, formatEuro, type OverdueInvoice } from '@kontor/contracts';
import { Anchor, Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
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

/** Phone layout of the overdue invoices: one card each, the checkbox as a big touch target. */
export function OverdueInvoiceCards({ items, selected, canWrite, onToggle }: Props) {
  const { t, i18n } = useTranslation('dunning');
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Card key={item.document_id} withBorder radius="md" padding="md" component="article">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {canWrite && (
                  <Checkbox
                    size="md"
                    aria-label={t('selectOne', { number: item.number ?? item.document_id })}
                    checked={selected.has(item.document_id)}
                    disabled={item.next_level === null}
                    onChange={(event) => onToggle(item.document_id, event.currentTarget.checked)}
                  />
                )}
                <Stack gap={2}>
                  <Anchor component={Link} to={`/createDocument/show/${item.document_id}`} fw={600}>
                    {item.number}
                  </Anchor>
                  <Text size="sm">{item.customer_name}</Text>
                </Stack>
              </Group>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(item.open)}
              </Text>
            </Group>
            <Group gap="xs">
              <Badge size="sm" variant="light" color={item.customer_kind === 'person' ? 'grape' : 'gray'}>
                {t(`kind.${item.customer_kind}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {`${t('columns.dueDate')} ${formatDate(item.due_date, i18n.language)} · ${item.days_overdue} ${t('columns.daysOverdue')}`}
              </Text>
            </Group>
            <Text size="sm">
              {`${t('columns.interest')}: ${formatEuro(item.interest_amount)} (${item.interest_rate.replace('.', ',')} %)`}
            </Text>
            <Text size="sm">
              {`${t('columns.next')}: ${item.next_level === null ? t('finalLevel') : dunningStageLabel(item.next_level)}`}
            </Text>
            {item.last_notice_id && (
              <DunningNoticeActions
                documentId={item.document_id}
                noticeId={item.last_notice_id}
                level={item.level}
              />
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
