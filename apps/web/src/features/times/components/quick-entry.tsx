import { ZTimeEntryCreate, type TimeEntryCreateInput } from '@kontor/contracts';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { RecordPicker } from '../../../ui/record-picker.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useCreateTimeEntry } from '../api/use-times.ts';
import '../i18n.ts';

interface Values {
  date: string | null;
  start: string;
  end: string;
  duration: string;
  project_id: number | null;
  customer_id: number | null;
  article_id: number | null;
  description: string;
  billable: boolean;
  rate: string;
}

const blank = (date: string): Values => ({
  date,
  start: '',
  end: '',
  duration: '',
  project_id: null,
  customer_id: null,
  article_id: null,
  description: '',
  billable: true,
  rate: '',
});

const inputOf = (v: Values, profileId: number | undefined): TimeEntryCreateInput => ({
  profile_id: profileId,
  date: v.date ?? '',
  start: v.start || null,
  end: v.end || null,
  duration_minutes: v.duration ? Number(v.duration) : null,
  project_id: v.project_id,
  customer_id: v.customer_id,
  article_id: v.article_id,
  description: v.description || null,
  billable: v.billable,
  rate: v.rate || null,
});

/** One line of time: start and end, or only a duration; project, service, text. Stays on the day. */
export function QuickEntry({ date, profileId }: { date: string; profileId: number | undefined }) {
  const { t } = useTranslation('times');
  const create = useCreateTimeEntry();
  const [values, setValues] = useState(() => blank(date));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...(create.error instanceof ApiError ? create.error.fields : {}), ...clientErrors };
  const set = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setClientErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values, profileId);
    const checked = ZTimeEntryCreate.safeParse(input);
    if (!checked.success) {
      setClientErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('entry.saved'));
        setValues((current) => ({ ...blank(current.date ?? date), project_id: current.project_id }));
      },
    });
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('entry.title')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('entry.title')}
          </Title>
          <ErrorAlert message={create.error?.message} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <DateField
              label={t('entry.date')}
              required
              value={values.date}
              onChange={(next) => set({ date: next })}
              error={errors.date}
            />
            <TextInput
              type="time"
              label={t('entry.start')}
              value={values.start}
              onChange={(e) => set({ start: e.currentTarget.value })}
              error={errors.start}
            />
            <TextInput
              type="time"
              label={t('entry.end')}
              value={values.end}
              onChange={(e) => set({ end: e.currentTarget.value })}
              error={errors.end}
            />
            <TextInput
              type="number"
              min={1}
              max={1440}
              label={t('entry.duration')}
              description={t('entry.durationHint')}
              value={values.duration}
              onChange={(e) => set({ duration: e.currentTarget.value })}
              error={errors.duration_minutes}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <RecordPicker
              types={['projects']}
              label={t('entry.project')}
              value={values.project_id}
              onChange={(next) => set({ project_id: next })}
              error={errors.project_id}
              clearable
            />
            <RecordPicker
              types={['customers']}
              label={t('entry.customer')}
              value={values.customer_id}
              onChange={(next) => set({ customer_id: next })}
              error={errors.customer_id}
              clearable
            />
            <RecordPicker
              types={['articles']}
              label={t('entry.article')}
              value={values.article_id}
              onChange={(next) => set({ article_id: next })}
              error={errors.article_id}
              clearable
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('entry.text')}
              value={values.description}
              maxLength={2000}
              onChange={(e) => set({ description: e.currentTarget.value })}
              error={errors.description}
            />
            <TextInput
              label={t('entry.rate')}
              description={t('entry.rateHint')}
              inputMode="decimal"
              value={values.rate}
              onChange={(e) => set({ rate: e.currentTarget.value })}
              error={errors.rate}
            />
            <Checkbox
              mt="xl"
              label={t('entry.billable')}
              checked={values.billable}
              onChange={(e) => set({ billable: e.currentTarget.checked })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
              {t('entry.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
