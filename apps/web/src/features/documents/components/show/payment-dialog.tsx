import {
  formatEuro,
  formatPercentDe,
  roundMoney,
  skontoOffer,
  toBig,
  type Document,
} from '@kontor/contracts';
import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-error.ts';
import { toast } from '../../../../ui/toast/toast.ts';
import { documentCalls } from '../../api/document-actions.ts';
import { useDocumentMutation } from '../../api/use-document-mutation.ts';
import { formatDate } from '../../../../lib/format.ts';
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

const offerOf = (doc: Document) =>
  skontoOffer({
    type: doc.type,
    document_date: doc.document_date,
    skonto_percent: doc.skonto_percent,
    skonto_days: doc.skonto_days,
    payable: doc.totals.payable,
  });

/** What the customer pays with Skonto on what is open now. */
const withSkontoAmount = (doc: Document, skonto: string) =>
  decimalToInput(roundMoney(toBig(doc.open).minus(skonto)));

/**
 * A payment received: amount (default: what is open), date (default: today), method, note;
 * "mit Skonto ausgleichen" (offered while the invoice grants Skonto, pre-set within its period)
 * and "Restbetrag ausbuchen" with a reason.
 */
export function PaymentDialog({ doc, opened, onClose }: Props) {
  const { t, i18n } = useTranslation('documents');
  const add = useDocumentMutation(documentCalls.addPayment);
  const offer = offerOf(doc);
  const [withSkonto, setWithSkonto] = useState(() => !!offer && todayIso() <= offer.until);
  const [amount, setAmount] = useState(() =>
    withSkonto && offer ? withSkontoAmount(doc, offer.amount) : decimalToInput(doc.open),
  );
  const [paidOn, setPaidOn] = useState<string | null>(todayIso);
  const [method, setMethod] = useState<string>(t('payment.methods.transfer'));
  const [note, setNote] = useState('');
  const [writeOff, setWriteOff] = useState(false);
  const [reason, setReason] = useState('');
  const fields = add.error instanceof ApiError ? add.error.fields : {};
  const toggleSkonto = (checked: boolean) => {
    setWithSkonto(checked);
    if (offer) setAmount(checked ? withSkontoAmount(doc, offer.amount) : decimalToInput(doc.open));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await add.mutateAsync({
      id: doc.id,
      payment: {
        amount: parseGermanDecimal(amount) ?? amount,
        paid_on: paidOn ?? '',
        method: method || null,
        note: note.trim() || null,
        ...(offer && { settle_with_skonto: withSkonto }),
        ...(writeOff && { write_off_rest: true, write_off_reason: reason.trim() || null }),
      },
    });
    toast.success(t('actions.done.payment'));
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('payment.title')}
      closeButtonProps={{ 'aria-label': t('finalize.abort') }}
    >
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
          {offer && (
            <Stack gap={4}>
              <Checkbox
                label={t('payment.withSkonto')}
                checked={withSkonto}
                onChange={(e) => toggleSkonto(e.currentTarget.checked)}
                error={fields.settle_with_skonto}
              />
              <Text size="xs" c="dimmed">
                {(paidOn ?? '') > offer.until
                  ? t('payment.skontoExpired', { until: formatDate(offer.until, i18n.language) })
                  : t('payment.withSkontoHint', {
                      percent: formatPercentDe(offer.percent),
                      skonto: formatEuro(offer.amount),
                      until: formatDate(offer.until, i18n.language),
                      pay: formatEuro(offer.payWithSkonto),
                    })}
              </Text>
            </Stack>
          )}
          {doc.type !== 'creditNote' && (
            <Stack gap={4}>
              <Checkbox
                label={t('payment.writeOff')}
                description={t('payment.writeOffHint')}
                checked={writeOff}
                onChange={(e) => setWriteOff(e.currentTarget.checked)}
              />
              {writeOff && (
                <TextInput
                  label={t('payment.writeOffReason')}
                  required
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  error={fields.write_off_reason}
                />
              )}
            </Stack>
          )}
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
