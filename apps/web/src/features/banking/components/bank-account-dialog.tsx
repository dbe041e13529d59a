import type { BankAccount } from '@kontor/contracts';
import { Modal, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useSaveBankAccount } from '../api/use-banking-mutations.ts';
import '../i18n.ts';
import { DialogButtons, useTextFields } from './dialog-form.tsx';

/** Create (account = null) or edit a bank account; the server checks IBAN and BIC and answers per field. */
export function BankAccountDialog({
  account,
  onClose,
}: {
  account: BankAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('banking');
  const save = useSaveBankAccount();
  const {
    values,
    errors: fields,
    field,
  } = useTextFields(
    {
      name: account?.name ?? '',
      iban: account?.iban ?? '',
      bic: account?.bic ?? '',
      currency: account?.currency ?? 'EUR',
      opening_balance: account?.opening_balance ?? '0.00',
      creditor_id: account?.creditor_id ?? '',
      ledger_account: account?.ledger_account ?? '',
      write_off_tolerance: account?.write_off_tolerance ?? '0.00',
    },
    save.error,
  );
  const [autoConfirm, setAutoConfirm] = useState(account?.auto_confirm ?? false);
  const submit = () =>
    save.mutate(
      {
        ...(account && { id: account.id, version: account.version }),
        body: {
          ...values,
          bic: values.bic || null,
          creditor_id: values.creditor_id || null,
          ledger_account: values.ledger_account || null,
          auto_confirm: autoConfirm,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('settings.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={account ? t('settings.editTitle') : t('settings.createTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {field('name', t('settings.name'), { required: true, 'data-autofocus': true })}
          {field('iban', t('settings.iban'), { required: true, autoComplete: 'off' })}
          {field('bic', t('settings.bic'))}
          {field('currency', t('settings.currency'))}
          {field('opening_balance', t('settings.openingBalance'), { inputMode: 'decimal' })}
          {field('ledger_account', t('settings.ledgerAccount'), {
            description: t('settings.ledgerAccountHint'),
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
          {field('creditor_id', t('settings.creditorId'), {
            description: t('settings.creditorIdHint'),
            autoComplete: 'off',
          })}
          <Switch
            label={t('settings.autoConfirm')}
            description={t('settings.autoConfirmHint')}
            checked={autoConfirm}
            onChange={(event) => setAutoConfirm(event.currentTarget.checked)}
          />
          {field('write_off_tolerance', t('settings.tolerance'), {
            inputMode: 'decimal',
            description: t('settings.toleranceHint'),
          })}
          <ErrorAlert message={Object.keys(fields).length ? null : save.error?.message} />
          <DialogButtons onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
