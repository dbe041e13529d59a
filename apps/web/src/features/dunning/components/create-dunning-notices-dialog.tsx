import {
  calculateDunningClaim,
  decimalPattern,
  dunningLevelDefaults,
  dunningLevelLabels,
} from '@kontor/contracts';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { SubmitForm } from '../../../ui/submit-form.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { useCreateDunningNotices } from '../api/use-create-dunning-notices.ts';
import { DunningClaimPreview } from './dunning-claim-preview.tsx';
import { berlinToday, type DunningTarget } from './dunning-target.ts';
import '../i18n.ts';

interface Props {
  targets: readonly DunningTarget[];
  opened: boolean;
  onClose: () => void;
  onCreated?: () => void;
}

/** Fee, deadline and interest options for the next level of each target, with the amounts previewed. */
export function CreateDunningNoticesDialog({ targets, opened, onClose, onCreated }: Props) {
  const { t } = useTranslation('dunning');
  const first = targets[0];
  const defaults = dunningLevelDefaults[first?.nextLevel ?? 1];
  const [noticeDate, setNoticeDate] = useState<string | null>(berlinToday());
  const [paymentDays, setPaymentDays] = useState<number>(defaults.paymentDays);
  const [fee, setFee] = useState(defaults.fee.replace('.', ','));
  const [flatFee, setFlatFee] = useState(false);
  const [chargeInterest, setChargeInterest] = useState(first?.nextLevel !== 1);
  const [text, setText] = useState('');
  // Refusals stay in the dialog next to what caused them (a toast would sit over its buttons).
  const [refusals, setRefusals] = useState<string[]>([]);
  const create = useCreateDunningNotices();

  const feeValue = fee.trim().replace(',', '.') || '0';
  const feeValid = decimalPattern.test(feeValue) && Number(feeValue) >= 0;
  const date = noticeDate ?? berlinToday();
  const claims = targets.map((target) => ({
    target,
    claim: calculateDunningClaim({
      openAmount: target.open,
      invoiceDueDate: target.dueDate,
      noticeDate: date,
      paymentDays,
      customerKind: target.customerKind,
      fee: feeValid ? feeValue : '0',
      flatFee,
      chargeInterest,
    }),
  }));
  const single = targets.length === 1 && first;

  const submit = () => {
    if (!feeValid || !noticeDate) return;
    setRefusals([]);
    create.mutate(
      targets.map((target) => ({
        documentId: target.documentId,
        label: target.number ?? target.customerName ?? String(target.documentId),
        body: {
          level: target.nextLevel,
          notice_date: noticeDate,
          payment_days: paymentDays,
          fee: feeValue,
          flat_fee: flatFee && target.customerKind === 'company',
          charge_interest: chargeInterest,
          text: single && text.trim() ? text.trim() : null,
        },
      })),
      {
        onSuccess: ({ created, failed }) => {
          if (created.length > 0) toast.success(t('dialog.created', { count: created.length }));
          setRefusals(failed.map((failure) => t('dialog.failed', failure)));
          if (failed.length === 0) {
            onCreated?.();
            onClose();
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        single ? t('dialog.titleOne', { level: dunningLevelLabels[single.nextLevel] }) : t('dialog.title')
      }
    >
      <SubmitForm onSubmit={submit}>
        <Stack>
          <Group grow align="flex-start">
            <DateField label={t('dialog.noticeDate')} value={noticeDate} onChange={setNoticeDate} required />
            <NumberInput
              label={t('dialog.paymentDays')}
              value={paymentDays}
              min={1}
              max={90}
              allowDecimal={false}
              onChange={(value) => setPaymentDays(typeof value === 'number' ? value : 1)}
            />
            <TextInput
              label={t('dialog.fee')}
              description={t('dialog.feeHint')}
              value={fee}
              inputMode="decimal"
              error={feeValid ? undefined : t('dialog.invalidFee')}
              onChange={(event) => setFee(event.currentTarget.value)}
            />
          </Group>
          <Checkbox
            label={t('dialog.chargeInterest')}
            checked={chargeInterest}
            onChange={(event) => setChargeInterest(event.currentTarget.checked)}
          />
          {targets.some((target) => target.customerKind === 'company') && (
            <Checkbox
              label={t('dialog.flatFee')}
              checked={flatFee}
              onChange={(event) => setFlatFee(event.currentTarget.checked)}
            />
          )}
          {single && (
            <Textarea
              label={t('dialog.text')}
              description={t('dialog.textHint')}
              autosize
              minRows={3}
              maxLength={5000}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          )}
          <Text fw={600}>{t('dialog.preview')}</Text>
          <DunningClaimPreview claims={claims} />
          <ErrorAlert message={create.error?.message} />
          {refusals.map((refusal) => (
            <ErrorAlert key={refusal} message={refusal} />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!feeValid || !noticeDate}>
              {targets.length > 1 ? t('dialog.submitMany', { count: targets.length }) : t('dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  );
}
