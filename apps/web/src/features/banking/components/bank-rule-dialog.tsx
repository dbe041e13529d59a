import type { BankAccount, BankRule } from '@kontor/contracts';
import { Modal, Select, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSaveBankRule } from '../api/use-banking-mutations.ts';
import '../i18n.ts';
import { DialogButtons, useTextFields } from './dialog-form.tsx';

const ALL = 'all';

/** Create (rule = null) or edit a rule for recurring bookings without a document. */
export function BankRuleDialog({
  rule,
  accounts,
  onClose,
}: {
  rule: BankRule | null;
  accounts: BankAccount[];
  onClose: () => void;
}) {
  const { t } = useTranslation('banking');
  const save = useSaveBankRule();
  const {
    values,
    errors: fields,
    field,
  } = useTextFields(
    {
      name: rule?.name ?? '',
      purpose_pattern: rule?.purpose_pattern ?? '',
      counterparty_pattern: rule?.counterparty_pattern ?? '',
      ledger_account: rule?.ledger_account ?? '',
      cost_centre: rule?.cost_centre ?? '',
      posting_text: rule?.posting_text ?? '',
    },
    save.error,
  );
  const [account, setAccount] = useState(rule?.bank_account_id ? String(rule.bank_account_id) : ALL);
  const [direction, setDirection] = useState<BankRule['direction']>(rule?.direction ?? 'any');
  const [active, setActive] = useState(rule?.is_active ?? true);
  const ruleField = (key: keyof typeof values, extra: Record<string, unknown> = {}) =>
    field(key, t(`rules.${key}`), extra);
  const submit = () =>
    save.mutate(
      {
        ...(rule && { id: rule.id, version: rule.version }),
        body: {
          ...values,
          bank_account_id: account === ALL ? null : Number(account),
          direction,
          is_active: active,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('rules.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={rule ? t('rules.editTitle') : t('rules.createTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {ruleField('name', { required: true, 'data-autofocus': true })}
          {ruleField('purpose_pattern', { description: t('rules.patternHint') })}
          {ruleField('counterparty_pattern')}
          <Select
            label={t('rules.direction')}
            data={(['any', 'in', 'out'] as const).map((d) => ({
              value: d,
              label: t(`rules.directions.${d}`),
            }))}
            value={direction}
            onChange={(value) => value && setDirection(value as BankRule['direction'])}
            allowDeselect={false}
          />
          <Select
            label={t('rules.bankAccount')}
            data={[
              { value: ALL, label: t('allAccounts') },
              ...accounts.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            value={account}
            onChange={(value) => value && setAccount(value)}
            allowDeselect={false}
            error={fields.bank_account_id}
          />
          {ruleField('ledger_account', {
            required: true,
            inputMode: 'numeric',
            description: t('rules.ledgerHint'),
          })}
          {ruleField('cost_centre')}
          {ruleField('posting_text')}
          <Switch
            label={t('rules.active')}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <ErrorAlert message={Object.keys(fields).length ? null : save.error?.message} />
          <DialogButtons onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
