import {
  einvoiceFormatLabels,
  einvoiceFormats,
  fieldOf,
  isInvoiceLike,
  type DocumentType,
} from '@kontor/contracts';
import { Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KontorSelect } from '../../../../ui/select/kontor-select.tsx';
import { RecordPicker } from '../../../../ui/record-picker.tsx';
import type { DraftHeader } from '../../document-draft-form.ts';
import '../../i18n.ts';
import { DocumentDateField } from '../document-date-field.tsx';
import { TextTemplatePicker } from './text-template-picker.tsx';

interface Props {
  type: DocumentType;
  header: DraftHeader;
  customerName: string | undefined;
  errors: Record<string, string>;
  onChange: (patch: Partial<DraftHeader>) => void;
}

const formatOptions = einvoiceFormats.map((f) => ({ value: f, label: einvoiceFormatLabels[f] }));
// The customer's field has the German wording of each treatment (§13b, §19 …): one source.
const treatmentOptions = (fieldOf('customers', 'vat_treatment')?.options ?? []).map((o) => ({
  value: o.value,
  label: o.label,
}));

/** Customer, dates, payment terms, texts and references of a draft. */
export function DocumentHeaderFields({ type, header, customerName, errors, onChange }: Props) {
  const { t } = useTranslation('documents');
  const invoice = isInvoiceLike(type);
  const [period, setPeriod] = useState(header.service_period_start !== null);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RecordPicker
          label={t('edit.customer')}
          placeholder={t('edit.customerPlaceholder')}
          types={['customers']}
          value={header.customer_id}
          knownName={customerName}
          onChange={(customer_id) => onChange({ customer_id, contact_id: null })}
          error={errors.customer_id}
          clearable
          // A document starts with its customer: without one, typing goes there first.
          autoFocus={header.customer_id === null}
        />
        <RecordPicker
          label={t('edit.contact')}
          types={['contacts']}
          value={header.contact_id}
          onChange={(contact_id) => onChange({ contact_id })}
          error={errors.contact_id}
          clearable
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('edit.subject')}
          value={header.subject}
          onChange={(e) => onChange({ subject: e.currentTarget.value })}
          error={errors.subject}
        />
        <KontorSelect
          label={t('edit.vatTreatment')}
          data={treatmentOptions}
          value={header.vat_treatment}
          onChange={(value) => value && onChange({ vat_treatment: value as DraftHeader['vat_treatment'] })}
          searchable={false}
          allowDeselect={false}
          error={errors.vat_treatment}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <DocumentDateField
          label={t('edit.documentDate')}
          value={header.document_date}
          clearable={false}
          onChange={(document_date) =>
            document_date &&
            // A Leistungsdatum that was the document date moves with it.
            onChange({
              document_date,
              ...(header.service_date === header.document_date && { service_date: document_date }),
            })
          }
          error={errors.document_date}
        />
        {type === 'quote' && (
          <DocumentDateField
            label={t('edit.validUntil')}
            value={header.valid_until}
            onChange={(valid_until) => onChange({ valid_until })}
            error={errors.valid_until}
          />
        )}
        {!period ? (
          <DocumentDateField
            label={t('edit.serviceDate')}
            value={header.service_date}
            onChange={(service_date) => onChange({ service_date })}
            error={errors.service_date}
          />
        ) : (
          <>
            <DocumentDateField
              label={t('edit.servicePeriodStart')}
              value={header.service_period_start}
              onChange={(service_period_start) => onChange({ service_period_start })}
              error={errors.service_period_start}
            />
            <DocumentDateField
              label={t('edit.servicePeriodEnd')}
              value={header.service_period_end}
              onChange={(service_period_end) => onChange({ service_period_end })}
              error={errors.service_period_end}
            />
          </>
        )}
        {invoice && (
          <TextInput
            label={t('edit.paymentTermDays')}
            inputMode="numeric"
            value={header.payment_term_days}
            onChange={(e) => onChange({ payment_term_days: e.currentTarget.value })}
            error={errors.payment_term_days}
          />
        )}
      </SimpleGrid>
      <Checkbox
        label={t('edit.servicePeriod')}
        checked={period}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setPeriod(on);
          onChange(on ? { service_date: null } : { service_period_start: null, service_period_end: null });
        }}
      />
      {invoice && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t('edit.skontoPercent')}
            inputMode="decimal"
            value={header.skonto_percent}
            onChange={(e) => onChange({ skonto_percent: e.currentTarget.value })}
            error={errors.skonto_percent}
          />
          <TextInput
            label={t('edit.skontoDays')}
            inputMode="numeric"
            value={header.skonto_days}
            onChange={(e) => onChange({ skonto_days: e.currentTarget.value })}
            error={errors.skonto_days}
          />
        </SimpleGrid>
      )}
      <Textarea
        label={
          <Group gap={4} component="span">
            {t('edit.intro')}
            <TextTemplatePicker usage="documentIntro" onPick={(intro) => onChange({ intro })} />
          </Group>
        }
        autosize
        minRows={2}
        maxRows={10}
        value={header.intro}
        onChange={(e) => onChange({ intro: e.currentTarget.value })}
        error={errors.intro}
      />
      <DocumentReferences header={header} errors={errors} onChange={onChange} invoice={invoice} />
    </Stack>
  );
}

/** The outro and the e-invoice references, below the lines. */
export function DocumentFooterFields({ header, errors, onChange }: Omit<Props, 'type' | 'customerName'>) {
  const { t } = useTranslation('documents');
  return (
    <Textarea
      label={
        <Group gap={4} component="span">
          {t('edit.outro')}
          <TextTemplatePicker usage="documentOutro" onPick={(outro) => onChange({ outro })} />
        </Group>
      }
      autosize
      minRows={2}
      maxRows={10}
      value={header.outro}
      onChange={(e) => onChange({ outro: e.currentTarget.value })}
      error={errors.outro}
    />
  );
}

function DocumentReferences({
  header,
  errors,
  onChange,
  invoice,
}: Omit<Props, 'type' | 'customerName'> & { invoice: boolean }) {
  const { t } = useTranslation('documents');
  return (
    <SimpleGrid cols={{ base: 1, sm: invoice ? 3 : 2 }} spacing="sm">
      <TextInput
        label={t('edit.buyerReference')}
        description={t('edit.buyerReferenceHint')}
        value={header.buyer_reference}
        onChange={(e) => onChange({ buyer_reference: e.currentTarget.value })}
        error={errors.buyer_reference}
      />
      <TextInput
        label={t('edit.orderReference')}
        description=" "
        value={header.order_reference}
        onChange={(e) => onChange({ order_reference: e.currentTarget.value })}
        error={errors.order_reference}
      />
      {invoice && (
        <KontorSelect
          label={t('edit.einvoiceFormat')}
          description=" "
          placeholder={t('edit.einvoiceFormatDefault')}
          data={formatOptions}
          value={header.einvoice_format}
          onChange={(value) =>
            onChange({ einvoice_format: (value as DraftHeader['einvoice_format']) ?? null })
          }
          clearable
          searchable={false}
          error={errors.einvoice_format}
        />
      )}
    </SimpleGrid>
  );
}
