import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { letterRecipientTypes, type LetterRecipientType } from '@kontor/contracts';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { insertAt, type Selection } from '../../../lib/insert-at-cursor.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { RecordPicker } from '../../../ui/record-picker.tsx';
import { useLetterTemplates } from '../api/letters-api.ts';
import { emptyLetter, type LetterFormValues } from './letter-form-values.ts';
import '../i18n.ts';

interface Props {
  values: LetterFormValues;
  onChange: (values: LetterFormValues) => void;
  errors: Record<string, string>;
  recipientName?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** More buttons beside the submit button (Festschreiben, Löschen). */
  actions?: ReactNode;
}

/** Recipient, address window, subject, date, text and the DIN 5008 reference fields of a letter. */
export function LetterForm({
  values,
  onChange,
  errors,
  recipientName,
  submitLabel,
  submitting,
  onSubmit,
  actions,
}: Props) {
  const { t } = useTranslation('letters');
  const templates = useLetterTemplates();
  const selection = useRef<Selection | null>(null);
  const set = <K extends keyof LetterFormValues>(field: K, value: LetterFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const insertTemplate = (id: string | null) => {
    const template = templates.data?.items.find((item) => String(item.id) === id);
    if (!template) return;
    // The untouched starter text gives way to the template; a written text gets it at the caret.
    const untouched = values.body === emptyLetter().body;
    set('body', untouched ? template.body : insertAt(values.body, selection.current, template.body).text);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SegmentedControl
              aria-label={t('form.recipientType')}
              value={values.recipient_type}
              onChange={(type) =>
                onChange({
                  ...values,
                  recipient_type: type as LetterRecipientType,
                  recipient_id: null,
                  address: '',
                })
              }
              data={letterRecipientTypes.map((type) => ({ value: type, label: t(`recipientTypes.${type}`) }))}
            />
            <RecordPicker
              key={values.recipient_type}
              label={t('form.recipient')}
              required
              types={[values.recipient_type]}
              value={values.recipient_id}
              knownName={recipientName}
              // Another recipient: their address from master data, unless the user types one again.
              onChange={(id) => onChange({ ...values, recipient_id: id, address: '' })}
              error={errors.recipient_id}
            />
            <Textarea
              label={t('form.address')}
              description={t('form.addressHint')}
              autosize
              minRows={3}
              maxRows={6}
              value={values.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              error={errors.address_lines}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('form.subject')}
                required
                value={values.subject}
                onChange={(e) => set('subject', e.currentTarget.value)}
                error={errors.subject}
              />
              <DateField
                label={t('form.date')}
                required
                clearable={false}
                value={values.letter_date}
                onChange={(v) => set('letter_date', v ?? '')}
                error={errors.letter_date}
              />
            </SimpleGrid>
            <Select
              label={t('form.template')}
              placeholder={templates.data?.items.length === 0 ? t('form.templateNone') : undefined}
              data={(templates.data?.items ?? []).map((item) => ({
                value: String(item.id),
                label: item.name,
              }))}
              value={null}
              onChange={insertTemplate}
              disabled={templates.data?.items.length === 0}
              clearable={false}
            />
            <Textarea
              label={t('form.body')}
              description={t('form.bodyHint')}
              required
              autosize
              minRows={8}
              value={values.body}
              onChange={(e) => set('body', e.currentTarget.value)}
              onBlur={(e) =>
                (selection.current = {
                  start: e.currentTarget.selectionStart,
                  end: e.currentTarget.selectionEnd,
                })
              }
              error={errors.body}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('form.references')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('form.your_reference')}
                value={values.your_reference}
                onChange={(e) => set('your_reference', e.currentTarget.value)}
                error={errors.your_reference}
              />
              <DateField
                label={t('form.your_message_date')}
                value={values.your_message_date}
                onChange={(v) => set('your_message_date', v)}
                error={errors.your_message_date}
                clearable
                clearButtonProps={{ 'aria-label': t('form.clearDate') }}
              />
              <TextInput
                label={t('form.our_reference')}
                value={values.our_reference}
                onChange={(e) => set('our_reference', e.currentTarget.value)}
                error={errors.our_reference}
              />
              <TextInput
                label={t('form.contact_person')}
                value={values.contact_person}
                onChange={(e) => set('contact_person', e.currentTarget.value)}
                error={errors.contact_person}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {actions}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
