import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { LetterSeries } from '@kontor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateLetterSeries, useDownloadLetterSeriesPdf } from '../api/letters-api.ts';
import { todayIso } from './letter-form-values.ts';
import '../i18n.ts';

/** Serial letter to the customers a search of the customer list finds; one transaction on the server. */
export function SerialLetterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('letters');
  const create = useCreateLetterSeries();
  const download = useDownloadLetterSeriesPdf();
  const [values, setValues] = useState({
    customer_q: '',
    subject: '',
    letter_date: todayIso(),
    body: '{{kunde.anrede}}\n\n\n\nMit freundlichen Grüßen\n\n{{firma.name}}',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<LetterSeries | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const close = () => {
    setResult(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { ...values, customer_q: values.customer_q || undefined },
      {
        onSuccess: (series) => {
          setErrors({});
          setResult(series);
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          toast.error(error.message);
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('serial.title')} size="lg">
      {result ? (
        <Stack gap="md">
          <Alert color="blue">
            {t('serial.done', { count: result.letter_count, pages: result.page_count })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('serial.close')}
            </Button>
            <Button loading={download.isPending} onClick={() => download.mutate(result.id)}>
              {t('serial.download')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('serial.intro')}
            </Text>
            <TextInput
              label={t('serial.customerQ')}
              description={t('serial.customerQHint')}
              value={values.customer_q}
              onChange={(e) => set('customer_q')(e.currentTarget.value)}
              error={errors.customer_q}
            />
            <TextInput
              label={t('form.subject')}
              required
              value={values.subject}
              onChange={(e) => set('subject')(e.currentTarget.value)}
              error={errors.subject}
            />
            <DateField
              label={t('form.date')}
              required
              clearable={false}
              value={values.letter_date}
              onChange={(v) => set('letter_date')(v ?? '')}
              error={errors.letter_date}
            />
            <Textarea
              label={t('form.body')}
              description={t('form.bodyHint')}
              autosize
              minRows={6}
              value={values.body}
              onChange={(e) => set('body')(e.currentTarget.value)}
              error={errors.body}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('serial.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
