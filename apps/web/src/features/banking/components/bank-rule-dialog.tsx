import type { BankAccount, BankRule } from '@kontor/contracts';
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSaveBankRule } from '../api/use-banking-mutations.ts';
import '../i18n.ts';

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
  const [values, setValues] = useState({
    name: rule?.name ?? '',
    purpose_pattern: rule?.purpose_pattern ?? '',
    counterparty_pattern: rule?.counterparty_pattern ?? '',
    ledger_account: rule?.ledger_account ?? '',
    cost_centre: rule?.cost_centre ?? '',
    posting_text: rule?.posting_text ?? '',
  });
  const [account, setAccount] = useState(rule?.bank_account_id ? String(rule.bank_account_id) : ALL);
  const [direction, setDirection] = useState<BankRule['direction']>(rule?.direction ?? 'any');
  const [active, setActive] = useState(rule?.is_active ?? true);
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const field = (key: keyof typeof values, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`rules.${key}`)}
      value={values[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
      }}
      error={fields[key]}
      {...extra}
    />
  );
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
          {field('name', { required: true, 'data-autofocus': true })}
          {field('purpose_pattern', { description: t('rules.patternHint') })}
          {field('counterparty_pattern')}
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
          {field('ledger_account', {
            required: true,
            inputMode: 'numeric',
            description: t('rules.ledgerHint'),
          })}
          {field('cost_centre')}
          {field('posting_text')}
          <Switch
            label={t('rules.active')}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <ErrorAlert message={Object.keys(fields).length ? null : save.error?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
