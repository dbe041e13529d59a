import type { BankAccount, BankRule } from '@kontor/contracts';
import { ActionIcon, Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteBankRule } from '../api/use-banking-mutations.ts';
import { useBankRules } from '../api/use-banking-queries.ts';
import '../i18n.ts';
import { BankRuleDialog } from './bank-rule-dialog.tsx';

/** Rules for recurring bookings without a document (fees, rent, salaries) on /settings/banking. */
export function BankRulesSection({ accounts, canWrite }: { accounts: BankAccount[]; canWrite: boolean }) {
  const { t } = useTranslation('banking');
  const rules = useBankRules();
  const remove = useDeleteBankRule();
  const [editing, setEditing] = useState<BankRule | 'new' | null>(null);
  const accountName = (id: number | null) =>
    id === null ? t('allAccounts') : (accounts.find((a) => a.id === id)?.name ?? '—');
  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-rules-title">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4" id="bank-rules-title">
            {t('rules.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rules.intro')}
          </Text>
        </Stack>
        {canWrite && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('rules.add')}
          </Button>
        )}
      </Group>
      {!rules.data ? (
        <Skeleton h={60} />
      ) : rules.data.items.length === 0 ? (
        <Alert color="gray">{t('rules.empty')}</Alert>
      ) : (
        rules.data.items.map((rule) => (
          <Card withBorder padding="sm" key={rule.id} data-testid="bank-rule">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{rule.name}</Text>
                  {!rule.is_active && <Badge color="gray">{t('rules.inactive')}</Badge>}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    rule.purpose_pattern && t('rules.purposeShort', { pattern: rule.purpose_pattern }),
                    rule.counterparty_pattern &&
                      t('rules.counterpartyShort', { pattern: rule.counterparty_pattern }),
                    t(`rules.directions.${rule.direction}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('rules.target', { account: rule.ledger_account })}
                  {rule.cost_centre
                    ? ` · ${t('rules.costCentreShort', { cost: rule.cost_centre })}`
                    : ''} · {accountName(rule.bank_account_id)}
                </Text>
              </Stack>
              {canWrite && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${t('settings.edit')}: ${rule.name}`}
                    onClick={() => setEditing(rule)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('settings.delete')}: ${rule.name}`}
                    loading={remove.isPending && remove.variables === rule.id}
                    onClick={() =>
                      remove.mutate(rule.id, {
                        onSuccess: () => toast.success(t('rules.deleted')),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Card>
        ))
      )}
      {editing && (
        <BankRuleDialog
          rule={editing === 'new' ? null : editing}
          accounts={accounts}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
