import {
  formatBillingPeriodDe,
  billingPeriodFrom,
  serialInvoiceIntervalLabels,
  serialInvoiceIntervals,
  type SerialInvoiceInterval,
} from '@kontor/contracts';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../../ui/select/kontor-select.tsx';
import { DateField } from '../../../../ui/date-field.tsx';
import { RecordPicker } from '../../../../ui/record-picker.tsx';
import type { SerialInvoiceForm } from '../serial-invoice-form.ts';
import '../i18n.ts';

interface Props {
  form: SerialInvoiceForm;
  onChange: (patch: Partial<SerialInvoiceForm>) => void;
  errors: Record<string, string>;
}

const intervals = serialInvoiceIntervals.map((value) => ({
  value,
  label: serialInvoiceIntervalLabels[value],
}));

/** Plan (customer, interval, dates, automation) and the invoice texts of a template. */
export function SerialInvoiceFields({ form, onChange, errors }: Props) {
  const { t } = useTranslation('serialInvoices');
  const next = form.next_date ?? form.start_date;
  const nextPeriod =
    next && form.start_date && (!form.end_date || next <= form.end_date)
      ? billingPeriodFrom(
          { interval: form.interval, start_date: form.start_date, end_date: form.end_date },
          next,
        )
      : null;
  return (
    <Stack gap="md">
      <Fieldset legend={t('form.sectionPlan')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            required
            value={form.name}
            error={errors.name}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            data-autofocus
          />
          <RecordPicker
            label={t('form.customer')}
            required
            types={['customers']}
            value={form.customer_id}
            knownName={form.customer_name}
            error={errors.customer_id}
            onChange={(customer_id) => onChange({ customer_id, customer_name: undefined })}
          />
          <KontorSelect
            label={t('form.interval')}
            data={intervals}
            searchable={false}
            allowDeselect={false}
            value={form.interval}
            error={errors.interval}
            onChange={(value) => value && onChange({ interval: value as SerialInvoiceInterval })}
          />
          <DateField
            label={t('form.startDate')}
            required
            clearable={false}
            value={form.start_date}
            error={errors.start_date}
            onChange={(start_date) => onChange({ start_date })}
          />
          <DateField
            label={t('form.endDate')}
            value={form.end_date}
            error={errors.end_date}
            onChange={(end_date) => onChange({ end_date })}
          />
          <DateField
            label={t('form.nextDate')}
            description={t('form.nextDateHint')}
            value={form.next_date}
            placeholder={form.start_date ?? undefined}
            error={errors.next_date}
            onChange={(next_date) => onChange({ next_date })}
          />
        </SimpleGrid>
        {nextPeriod && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('form.nextPeriod', { period: formatBillingPeriodDe(nextPeriod) })}
          </Text>
        )}
        <Stack gap="xs" mt="md">
          <Checkbox
            label={t('form.active')}
            checked={form.active}
            onChange={(e) => onChange({ active: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('form.autoFinalize')}
            checked={form.auto_finalize}
            onChange={(e) => onChange({ auto_finalize: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('form.autoSend')}
            description={t('form.autoSendHint')}
            disabled={!form.auto_finalize}
            checked={form.auto_finalize && form.auto_send}
            error={errors.auto_send}
            onChange={(e) => onChange({ auto_send: e.currentTarget.checked })}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('form.sectionInvoice')}>
        <Stack gap="sm">
          <TextInput
            label={t('form.subject')}
            placeholder={t('form.subjectPlaceholder')}
            description={t('form.placeholderHint')}
            value={form.subject}
            error={errors.subject}
            onChange={(e) => onChange({ subject: e.currentTarget.value })}
          />
          <Textarea
            label={t('form.intro')}
            autosize
            minRows={2}
            value={form.intro}
            error={errors.intro}
            onChange={(e) => onChange({ intro: e.currentTarget.value })}
          />
          <Textarea
            label={t('form.outro')}
            autosize
            minRows={2}
            value={form.outro}
            error={errors.outro}
            onChange={(e) => onChange({ outro: e.currentTarget.value })}
          />
          <TextInput
            label={t('form.paymentTermDays')}
            w={{ base: '100%', sm: 320 }}
            inputMode="numeric"
            value={form.payment_term_days}
            error={errors.payment_term_days}
            onChange={(e) => onChange({ payment_term_days: e.currentTarget.value })}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
