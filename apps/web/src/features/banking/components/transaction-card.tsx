import type { BankTransaction } from '@kontor/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconBook2, IconCheck, IconEyeOff, IconArrowsSplit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { useAllocate, useBookByRule, useIgnore, useUndo } from '../api/use-banking-mutations.ts';
import '../i18n.ts';
import { money } from './money.ts';

interface Props {
  tx: BankTransaction;
  canWrite: boolean;
  /** Opens the split dialog; without it the card offers no split. */
  onSplit?: (tx: BankTransaction) => void;
}

const failed = (error: Error) => toast.error(error.message);

/** One bank transaction: amount, counterparty, purpose; suggestions to confirm, or what it was matched to. */
export function TransactionCard({ tx, canWrite, onSplit }: Props) {
  const { t, i18n } = useTranslation('banking');
  const allocate = useAllocate();
  const ignore = useIgnore();
  const undo = useUndo();
  const bookByRule = useBookByRule();
  const busy = allocate.isPending || ignore.isPending || undo.isPending || bookByRule.isPending;
  const rule = tx.rule_suggestion;
  const incoming = !tx.amount.startsWith('-');
  const open = tx.status === 'open';
  return (
    <Paper withBorder p="md" radius="md" data-testid="bank-transaction">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {tx.counterparty_name ?? '—'}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(tx.booking_date, i18n.language)}
              {tx.counterparty_iban ? ` · ${tx.counterparty_iban}` : ''}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text fw={700} c={incoming ? 'green.8' : 'red.8'} style={{ whiteSpace: 'nowrap' }}>
              {money(tx.amount, i18n.language, tx.currency)}
            </Text>
            <Badge variant="light" color={open ? 'blue' : tx.status === 'matched' ? 'green' : 'gray'}>
              {t(`status.${tx.status}`)}
            </Badge>
          </Stack>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {tx.purpose || t('tx.noPurpose')}
        </Text>
        {tx.allocations.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('tx.allocations')}
            </Text>
            {tx.allocations.map((a) => (
              <Text size="sm" key={a.id}>
                {a.target_type === 'rule' ? (
                  a.target_label
                ) : a.target_type === 'incoming_invoice' ? (
                  <Link to="/incomingInvoices/show/$id" params={{ id: String(a.target_id) }}>
                    {a.target_label}
                  </Link>
                ) : (
                  <Link to="/createDocument/show/$id" params={{ id: String(a.target_id) }}>
                    {a.target_label}
                  </Link>
                )}{' '}
                {money(a.amount, i18n.language)}
                {a.settle_with_skonto ? ` (${t('tx.withSkonto')})` : ''}
                {a.automatic ? ` (${t('tx.automatic')})` : ''}
              </Text>
            ))}
            {open && (
              <Text size="sm" c="dimmed">
                {t('tx.unallocated', { amount: money(tx.unallocated, i18n.language) })}
              </Text>
            )}
          </Stack>
        )}
        {open && rule && (
          <Paper p="xs" radius="sm" bg="var(--mantine-color-gray-0)" data-testid="rule-suggestion">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600}>
                  {t('tx.rule', { name: rule.name, account: rule.ledger_account })}
                  {rule.cost_centre ? ` · ${t('rules.costCentreShort', { cost: rule.cost_centre })}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {rule.reasons.join(', ')}
                </Text>
              </Stack>
              {canWrite && (
                <Button
                  size="xs"
                  leftSection={<IconBook2 size={14} />}
                  aria-label={t('tx.bookLabel', { name: rule.name })}
                  loading={bookByRule.isPending}
                  disabled={busy}
                  onClick={() =>
                    bookByRule.mutate(
                      { id: tx.id, ruleId: rule.rule_id },
                      { onSuccess: () => toast.success(t('tx.booked')), onError: failed },
                    )
                  }
                >
                  {t('tx.book')}
                </Button>
              )}
            </Group>
          </Paper>
        )}
        {open && (
          <Stack gap={6}>
            {tx.suggestions.length === 0
              ? !rule && (
                  <Text size="sm" c="dimmed">
                    {t('tx.noSuggestion')}
                  </Text>
                )
              : tx.suggestions.slice(0, 3).map((s, index) => (
                  <Paper key={`${s.target_id}-${index}`} p="xs" radius="sm" bg="var(--mantine-color-gray-0)">
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                        <Text size="sm" fw={600}>
                          {s.target_label}
                          {s.allocations.length > 1
                            ? ` ${t('tx.more', { count: s.allocations.length - 1 })}`
                            : ''}{' '}
                          · {money(s.amount, i18n.language)}
                          {s.skonto_amount
                            ? ` (${t('tx.skonto', { amount: money(s.skonto_amount, i18n.language) })})`
                            : ''}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('tx.score', { score: s.score })} · {s.reasons.join(', ')}
                        </Text>
                      </Stack>
                      {canWrite && (
                        <Button
                          size="xs"
                          leftSection={<IconCheck size={14} />}
                          aria-label={t('tx.confirmLabel', { target: s.target_label })}
                          loading={allocate.isPending}
                          disabled={busy}
                          onClick={() =>
                            allocate.mutate(
                              { id: tx.id, body: { allocations: s.allocations } },
                              { onSuccess: () => toast.success(t('tx.confirmed')), onError: failed },
                            )
                          }
                        >
                          {t('tx.confirm')}
                        </Button>
                      )}
                    </Group>
                  </Paper>
                ))}
          </Stack>
        )}
        {canWrite && (
          <Group gap="xs" justify="flex-end">
            {open && onSplit && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowsSplit size={14} />}
                disabled={busy}
                onClick={() => onSplit(tx)}
              >
                {t('tx.split')}
              </Button>
            )}
            {open && tx.allocations.length === 0 && (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconEyeOff size={14} />}
                disabled={busy}
                onClick={() =>
                  ignore.mutate(tx.id, { onSuccess: () => toast.success(t('tx.ignored')), onError: failed })
                }
              >
                {t('tx.ignore')}
              </Button>
            )}
            {(!open || tx.allocations.length > 0) && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconArrowBackUp size={14} />}
                disabled={busy}
                onClick={() =>
                  undo.mutate(tx.id, { onSuccess: () => toast.success(t('tx.undone')), onError: failed })
                }
              >
                {t('tx.undo')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
