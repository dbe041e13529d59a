import { ZCorrectWorkingTimeInput, ZCreateWorkingTimeInput } from '@kontor/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import '../i18n.ts';

export interface WorkingTimeValues {
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
  reason: string;
}

interface WorkingTimeFormProps {
  title: string;
  initial: WorkingTimeValues;
  /** Correcting asks for the reason (it goes into the history with the original). */
  correcting: boolean;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: WorkingTimeValues) => void;
  onCancel: () => void;
}

/**
 * Kommen, Gehen and breaks as local date-times (`datetime-local` gives exactly the API's
 * `YYYY-MM-DDTHH:mm`); a shift over midnight simply ends on the next date.
 */
export function WorkingTimeForm({
  title,
  initial,
  correcting,
  pending,
  error,
  onSubmit,
  onCancel,
}: WorkingTimeFormProps) {
  const { t } = useTranslation('workingTimes');
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const serverErrors = error instanceof ApiError ? error.fields : {};
  const errors = { ...serverErrors, ...clientErrors };
  const set = (next: Partial<WorkingTimeValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setClientErrors({});
  };
  const setBreak = (index: number, field: 'start' | 'end', value: string) =>
    set({ breaks: values.breaks.map((b, i) => (i === index ? { ...b, [field]: value } : b)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const schema = correcting ? ZCorrectWorkingTimeInput : ZCreateWorkingTimeInput;
    // Only the fields typed here are checked; profile and version come from the page.
    const checked = schema.safeParse({ ...values, profile_id: 1, version: 1 });
    if (!checked.success) {
      setClientErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    onSubmit(values);
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {title}
          </Title>
          <ErrorAlert message={error?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('form.start')}
              required
              value={values.start}
              onChange={(e) => set({ start: e.currentTarget.value })}
              error={errors.start}
            />
            <TextInput
              type="datetime-local"
              label={t('form.end')}
              required
              value={values.end}
              onChange={(e) => set({ end: e.currentTarget.value })}
              error={errors.end}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Text fw={500} size="sm">
              {t('form.breaks')}
            </Text>
            {values.breaks.map((pause, index) => (
              <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                  <TextInput
                    type="datetime-local"
                    label={t('form.breakStart')}
                    value={pause.start}
                    onChange={(e) => setBreak(index, 'start', e.currentTarget.value)}
                  />
                  <TextInput
                    type="datetime-local"
                    label={t('form.breakEnd')}
                    value={pause.end}
                    onChange={(e) => setBreak(index, 'end', e.currentTarget.value)}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('form.removeBreak')}
                  onClick={() => set({ breaks: values.breaks.filter((_, i) => i !== index) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            {errors.breaks && (
              <Text size="sm" c="red">
                {errors.breaks}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  const day = values.start.slice(0, 10);
                  set({
                    breaks: [
                      ...values.breaks,
                      { start: day ? `${day}T12:00` : '', end: day ? `${day}T12:30` : '' },
                    ],
                  });
                }}
              >
                {t('form.addBreak')}
              </Button>
            </Group>
          </Stack>
          {correcting && (
            <Textarea
              label={t('form.reason')}
              description={t('form.reasonHint')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={values.reason}
              onChange={(e) => set({ reason: e.currentTarget.value })}
              error={errors.reason}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending} leftSection={<IconCheck size={16} />}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
