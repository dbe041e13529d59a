import type { Document } from '@kontor/contracts';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { documentCalls } from '../../api/document-actions.ts';
import { useDocumentMutation } from '../../api/use-document-mutation.ts';
import { todayIso } from '../../document-draft-form.ts';
import { decimalToInput, parseGermanDecimal } from '../../document-lines-state.ts';
import '../../i18n.ts';
import { DocumentDateField } from '../document-date-field.tsx';

const methods = ['transfer', 'cash', 'card', 'directDebit', 'paypal', 'other'] as const;

interface Props {
  doc: Document;
  opened: boolean;
  onClose: () => void;
}

/** A payment received: amount (default: what is open), date (default: today), method, note. */
export function PaymentDialog({ doc, opened, onClose }: Props) {
  const { t } = useTranslation('documents');
  const add = useDocumentMutation(documentCalls.addPayment);
  const [amount, setAmount] = useState(() => decimalToInput(doc.open));
  const [paidOn, setPaidOn] = useState<string | null>(todayIso);
  const [method, setMethod] = useState<string>(t('payment.methods.transfer'));
  const [note, setNote] = useState('');
  const fields = add.error instanceof ApiError ? add.error.fields : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await add.mutateAsync({
      id: doc.id,
      payment: {
        amount: parseGermanDecimal(amount) ?? amount,
        paid_on: paidOn ?? '',
        method: method || null,
        note: note.trim() || null,
      },
    });
    toast.success(t('actions.done.payment'));
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('payment.title')}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <Stack gap="sm">
          <TextInput
            label={t('payment.amount')}
            inputMode="decimal"
            required
            data-autofocus
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={fields.amount}
          />
          <DocumentDateField
            label={t('payment.date')}
            required
            value={paidOn}
            onChange={setPaidOn}
            error={fields.paid_on}
          />
          <NativeSelect
            label={t('payment.method')}
            data={methods.map((m) => t(`payment.methods.${m}`))}
            value={method}
            onChange={(e) => setMethod(e.currentTarget.value)}
            error={fields.method}
          />
          <TextInput
            label={t('payment.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={fields.note}
          />
          {add.error && Object.keys(fields).length === 0 && (
            <Alert color="red" role="alert">
              {add.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('finalize.abort')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('payment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
