import { ZUpdateProfileInput, type ProfileRecord } from '@kontor/contracts';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useRoleOptions } from '../api/use-role-options.ts';
import { useUpdateProfile } from '../api/use-update-profile.ts';
import '../i18n.ts';
import { PersonFields, RoleSelect } from './person-fields.tsx';
import { WorkingTimeSettingsFields } from './working-time-settings-fields.tsx';
import {
  workingTimeSettingsInput,
  workingTimeSettingsOf,
  type WorkingTimeSettingsValues,
} from './working-time-settings.ts';
import {
  roleIdOf,
  serverFieldErrors,
  showFieldErrors,
  useFormValues,
  type PersonValues,
} from './profile-form-state.ts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes/unsaved-changes-guard.tsx';

const valuesOf = (p: ProfileRecord): PersonValues & WorkingTimeSettingsValues => ({
  ...workingTimeSettingsOf(p),
  first_name: p.first_name,
  last_name: p.last_name,
  position: p.position ?? '',
  phone: p.phone ?? '',
  personnel_number: p.personnel_number ?? '',
  role_id: p.role ? String(p.role.id) : null,
});

interface EditProfileFormProps {
  profile: ProfileRecord;
  /** Loads the record again (after someone else saved it). */
  onReload: () => Promise<ProfileRecord | undefined>;
  onSaved: (message: string) => void;
}

/**
 * Edits name, position, phone, personnel number and role. The form is based on one version of the
 * record: if someone else saves meanwhile, untouched forms follow silently; a form with unsaved
 * input keeps it and says so, and the server refuses the stale version (409) until reloaded.
 */
export function EditProfileForm({ profile, onReload, onSaved }: EditProfileFormProps) {
  const { t } = useTranslation('profiles');
  const form = useFormValues(valuesOf(profile));
  const [baseVersion, setBaseVersion] = useState(profile.version);
  const roles = useRoleOptions();
  const update = useUpdateProfile(profile.id);
  const hasAccount = profile.user !== null;
  const changedElsewhere = profile.version !== baseVersion;
  const conflict = update.error instanceof ApiError && update.error.status === 409;
  const { reset: resetForm } = form;

  useEffect(() => {
    if (profile.version !== baseVersion && !form.dirty) {
      resetForm(valuesOf(profile));
      setBaseVersion(profile.version);
    }
  }, [profile, baseVersion, form.dirty, resetForm]);

  const takeLatest = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    update.reset();
    form.reset(valuesOf(fresh));
    setBaseVersion(fresh.version);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const element = event.currentTarget as HTMLFormElement;
    const { values } = form;
    const input = {
      first_name: values.first_name,
      last_name: values.last_name,
      position: values.position,
      phone: values.phone,
      personnel_number: values.personnel_number,
      role_id: hasAccount ? ((roleIdOf(values.role_id) ?? null) as number | null) : null,
      ...workingTimeSettingsInput(values),
      version: baseVersion,
    };
    const checked = ZUpdateProfileInput.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, element, fieldErrorsOf(checked.error.issues));
      return;
    }
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setBaseVersion(saved.version);
        onSaved(t('show.saved'));
      },
      onError: (error) => showFieldErrors(form, element, serverFieldErrors(error)),
    });
  };

  const staleNotice = (changedElsewhere && form.dirty) || conflict;
  return (
    <Paper withBorder p="lg">
      <form onSubmit={onSubmit} noValidate>
        <UnsavedChangesGuard when={form.dirty} />
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('show.edit')}
          </Title>
          {staleNotice ? (
            <Alert color="orange" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{conflict ? update.error?.message : t('show.changedElsewhere')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => void takeLatest()}
                >
                  {t('show.reload')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <ErrorAlert message={update.error?.message} />
          )}
          <PersonFields values={form.values} errors={form.errors} onChange={(n, v) => form.set(n, v)} />
          <TextInput
            label={t('fields.email')}
            value={profile.email ?? profile.user?.email ?? ''}
            description={t('show.emailFixed')}
            readOnly
            variant="filled"
          />
          <RoleSelect
            value={form.values.role_id}
            options={
              roles.data ??
              (profile.role ? [{ value: String(profile.role.id), label: profile.role.name }] : [])
            }
            onChange={(value) => form.set('role_id', value)}
            error={form.errors.role_id}
            disabled={!hasAccount}
            description={hasAccount ? undefined : t('roleNoAccount')}
          />
          <WorkingTimeSettingsFields
            values={form.values}
            errors={form.errors}
            onChange={(name, value) => form.set(name, value as never)}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!form.dirty}
              onClick={() => {
                update.reset();
                form.reset(valuesOf(profile));
                setBaseVersion(profile.version);
              }}
            >
              {t('show.reset')}
            </Button>
            <Button type="submit" loading={update.isPending} leftSection={<IconCheck size={16} />}>
              {t('show.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
