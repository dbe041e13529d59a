import type { BankAccount } from '@kontor/contracts';
import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateCreditTransferFile } from '../api/use-banking-mutations.ts';
import { useApprovedIncomingInvoices } from '../api/use-banking-queries.ts';
import '../i18n.ts';
import { money } from './money.ts';

const dateText = (iso: string) => iso.split('-').reverse().join('.');

/**
 * SEPA credit transfer (pain.001.001.09) for approved incoming invoices from one bank account. The
 * server deducts Skonto while it runs, picks the execution dates (one batch per date) and refuses
 * vendors without IBAN or with an unstructured address, naming them.
 */
export function CreditTransferDialog({
  accounts,
  preselected = null,
  onClose,
}: {
  accounts: BankAccount[];
  /** An incoming invoice chosen before the dialog opened (from its page). */
  preselected?: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('banking');
  const invoices = useApprovedIncomingInvoices();
  const create = useCreateCreditTransferFile();
  const [accountId, setAccountId] = useState(accounts[0] ? String(accounts[0].id) : null);
  const [date, setDate] = useState('');
  const [selected, setSelected] = useState<string[]>(preselected ? [String(preselected)] : []);
  const options = (invoices.data?.items ?? []).map((invoice) => ({
    value: String(invoice.id),
    label: [
      invoice.number ?? '',
      invoice.vendor_name ?? invoice.vendor?.name ?? '',
      invoice.totals.gross ? money(invoice.totals.gross, i18n.language) : '',
      invoice.skonto_until ? t('creditTransfer.skontoUntil', { date: dateText(invoice.skonto_until) }) : '',
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const submit = () =>
    accountId &&
    create.mutate(
      {
        accountId: Number(accountId),
        body: { incoming_invoice_ids: selected.map(Number), ...(date && { execution_date: date }) },
      },
      {
        onSuccess: () => {
          toast.success(t('creditTransfer.done'));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('creditTransfer.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('creditTransfer.intro')}</Text>
        {accounts.length === 0 ? (
          <ErrorAlert message={t('creditTransfer.noAccount')} />
        ) : (
          <>
            <Select
              label={t('account')}
              data={accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.iban})` }))}
              value={accountId}
              onChange={setAccountId}
              allowDeselect={false}
            />
            <TextInput
              type="date"
              label={t('creditTransfer.executionDate')}
              description={t('creditTransfer.executionDateHint')}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
            />
            <MultiSelect
              label={t('creditTransfer.invoices')}
              data={options}
              value={selected}
              onChange={setSelected}
              searchable
              nothingFoundMessage={t('creditTransfer.nothing')}
            />
          </>
        )}
        <ErrorAlert message={invoices.error?.message ?? create.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={!accountId || selected.length === 0}>
            {t('creditTransfer.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
