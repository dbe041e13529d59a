import {
  reminderChoices,
  ZAppointmentInput,
  type Appointment,
  type AppointmentInput,
} from '@kontor/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useProfileOptions } from '../../../lib/queries/use-profile-options.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { RecordPicker } from '../../../ui/record-picker.tsx';
import { toast } from '../../../ui/toast/toast.ts';
import { useDeleteAppointment, useSaveAppointment } from '../api/use-calendar.ts';
import '../i18n.ts';

/** What the dialog opens with: an appointment to edit, or the slot a new one starts in. */
export type DialogTarget =
  | { kind: 'edit'; appointment: Appointment }
  | { kind: 'create'; allDay: boolean; start: string; end: string; participantId: number | null };

interface Values {
  title: string;
  allDay: boolean;
  startDate: string | null;
  startTime: string;
  endDate: string | null;
  endTime: string;
  location: string;
  description: string;
  participants: string[];
  customerId: number | null;
  projectId: number | null;
  reminders: string[];
}

function initialValues(target: DialogTarget): Values {
  if (target.kind === 'edit') {
    const a = target.appointment;
    return {
      title: a.title,
      allDay: a.all_day,
      startDate: a.start.slice(0, 10),
      startTime: a.all_day ? '09:00' : a.start.slice(11, 16),
      endDate: a.end.slice(0, 10),
      endTime: a.all_day ? '10:00' : a.end.slice(11, 16),
      location: a.location ?? '',
      description: a.description ?? '',
      participants: a.participants.map((p) => String(p.id)),
      customerId: a.customer?.id ?? null,
      projectId: a.project?.id ?? null,
      reminders: a.reminders.map(String),
    };
  }
  return {
    title: '',
    allDay: target.allDay,
    startDate: target.start.slice(0, 10),
    startTime: target.allDay ? '09:00' : target.start.slice(11, 16),
    endDate: target.end.slice(0, 10),
    endTime: target.allDay ? '10:00' : target.end.slice(11, 16),
    location: '',
    description: '',
    participants: target.participantId === null ? [] : [String(target.participantId)],
    customerId: null,
    projectId: null,
    reminders: ['15'],
  };
}

const inputOf = (v: Values): AppointmentInput => ({
  title: v.title,
  all_day: v.allDay,
  start: v.allDay ? (v.startDate ?? '') : `${v.startDate ?? ''}T${v.startTime}`,
  end: v.allDay ? (v.endDate ?? '') : `${v.endDate ?? ''}T${v.endTime}`,
  location: v.location || null,
  description: v.description || null,
  participant_ids: v.participants.map(Number),
  customer_id: v.customerId,
  project_id: v.projectId,
  reminders: v.reminders.map(Number),
});

/** Create or edit an appointment; also the keyboard way to move one (change its times). */
export function AppointmentDialog({
  target,
  canWrite,
  onClose,
}: {
  target: DialogTarget;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const people = useProfileOptions();
  const save = useSaveAppointment();
  const remove = useDeleteAppointment();
  const [values, setValues] = useState(() => initialValues(target));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const errors = { ...(save.error instanceof ApiError ? save.error.fields : {}), ...clientErrors };
  const set = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setClientErrors({});
  };
  const editing = target.kind === 'edit' ? target.appointment : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values);
    const checked = ZAppointmentInput.safeParse(input);
    if (!checked.success) {
      setClientErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    save.mutate(editing ? { ...input, id: editing.id, version: editing.version } : input, {
      onSuccess: () => {
        toast.success(t('dialog.saved'));
        onClose();
      },
    });
  };

  const deleteNow = () =>
    editing &&
    remove.mutate(editing.id, {
      onSuccess: () => {
        toast.success(t('dialog.deleted'));
        onClose();
      },
    });

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('dialog.editTitle') : t('dialog.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
    >
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <ErrorAlert message={save.error?.message ?? remove.error?.message} />
            <TextInput
              label={t('dialog.title')}
              required
              data-autofocus
              value={values.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
              error={errors.title}
            />
            <Checkbox
              label={t('dialog.allDay')}
              checked={values.allDay}
              onChange={(e) => set({ allDay: e.currentTarget.checked })}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DateField
                label={t('dialog.startDate')}
                required
                clearable={false}
                value={values.startDate}
                onChange={(next) => set({ startDate: next })}
                error={errors.start}
              />
              {!values.allDay && (
                <TextInput
                  type="time"
                  label={t('dialog.startTime')}
                  value={values.startTime}
                  onChange={(e) => set({ startTime: e.currentTarget.value })}
                />
              )}
              <DateField
                label={t('dialog.endDate')}
                required
                clearable={false}
                value={values.endDate}
                onChange={(next) => set({ endDate: next })}
                error={errors.end}
              />
              {!values.allDay && (
                <TextInput
                  type="time"
                  label={t('dialog.endTime')}
                  value={values.endTime}
                  onChange={(e) => set({ endTime: e.currentTarget.value })}
                />
              )}
            </SimpleGrid>
            <TextInput
              label={t('dialog.location')}
              value={values.location}
              onChange={(e) => set({ location: e.currentTarget.value })}
              error={errors.location}
            />
            <MultiSelect
              label={t('dialog.participants')}
              data={(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={values.participants}
              onChange={(next) => set({ participants: next })}
              error={errors.participant_ids}
              searchable
              clearable
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <RecordPicker
                types={['customers']}
                label={t('dialog.customer')}
                value={values.customerId}
                knownName={editing?.customer?.name}
                onChange={(next) => set({ customerId: next })}
                error={errors.customer_id}
                clearable
              />
              <RecordPicker
                types={['projects']}
                label={t('dialog.project')}
                value={values.projectId}
                knownName={editing?.project?.name}
                onChange={(next) => set({ projectId: next })}
                error={errors.project_id}
                clearable
              />
            </SimpleGrid>
            <MultiSelect
              label={t('dialog.reminders')}
              description={t('dialog.remindersHint')}
              data={reminderChoices.map((m) => ({ value: String(m), label: t(`reminder.${m}`) }))}
              value={values.reminders}
              onChange={(next) => set({ reminders: next })}
              error={errors.reminders}
              clearable
            />
            <Textarea
              label={t('dialog.description')}
              autosize
              minRows={2}
              value={values.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
              error={errors.description}
            />
            <Group justify="space-between" wrap="wrap">
              {editing && canWrite ? (
                confirming ? (
                  <Group gap="xs">
                    <span>{t('dialog.confirmDelete', { title: editing.title })}</span>
                    <Button color="red" onClick={deleteNow} loading={remove.isPending}>
                      {t('dialog.delete')}
                    </Button>
                  </Group>
                ) : (
                  <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                    {t('dialog.delete')}
                  </Button>
                )
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button variant="default" onClick={onClose}>
                  {t('dialog.cancel')}
                </Button>
                {canWrite && (
                  <Button type="submit" loading={save.isPending}>
                    {t('dialog.save')}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Modal>
  );
}
