import type { BankAccount } from '@kontor/contracts';
import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateDirectDebitFile } from '../api/use-banking-mutations.ts';
import { useOpenDocuments } from '../api/use-banking-queries.ts';
import '../i18n.ts';
import { money } from './money.ts';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * SEPA direct debits (pain.008.001.08) for open invoices of customers with a mandate, from an
 * account with a creditor id. The server picks FRST/RCUR and refuses invoices without a mandate.
 */
export function DirectDebitDialog({ accounts, onClose }: { accounts: BankAccount[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('banking');
  const usable = accounts.filter((a) => a.creditor_id);
  const documents = useOpenDocuments(true);
  const create = useCreateDirectDebitFile();
  const [accountId, setAccountId] = useState(usable[0] ? String(usable[0].id) : null);
  const [date, setDate] = useState(inDays(5));
  const [scheme, setScheme] = useState<'CORE' | 'B2B'>('CORE');
  const [selected, setSelected] = useState<string[]>([]);
  const options = (documents.data?.items ?? []).map((d) => ({
    value: String(d.id),
    label: `${d.number ?? ''} · ${d.customer_name ?? ''} · ${money(d.open, i18n.language)}`,
  }));
  const submit = () =>
    accountId &&
    create.mutate(
      {
        accountId: Number(accountId),
        body: { collection_date: date, document_ids: selected.map(Number), scheme },
      },
      {
        onSuccess: () => {
          toast.success(t('directDebit.done'));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t('directDebit.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('directDebit.intro')}</Text>
        {usable.length === 0 ? (
          <ErrorAlert message={t('directDebit.noCreditorId')} />
        ) : (
          <>
            <Select
              label={t('account')}
              data={usable.map((a) => ({ value: String(a.id), label: `${a.name} (${a.creditor_id})` }))}
              value={accountId}
              onChange={setAccountId}
              allowDeselect={false}
            />
            <TextInput
              type="date"
              label={t('directDebit.collectionDate')}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              required
            />
            <Select
              label={t('directDebit.scheme')}
              data={[
                { value: 'CORE', label: t('directDebit.core') },
                { value: 'B2B', label: t('directDebit.b2b') },
              ]}
              value={scheme}
              onChange={(value) => value && setScheme(value as 'CORE' | 'B2B')}
              allowDeselect={false}
            />
            <MultiSelect
              label={t('directDebit.invoices')}
              data={options}
              value={selected}
              onChange={setSelected}
              searchable
              nothingFoundMessage={t('directDebit.nothing')}
            />
          </>
        )}
        <ErrorAlert message={create.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={!accountId || selected.length === 0 || !date}
          >
            {t('directDebit.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
