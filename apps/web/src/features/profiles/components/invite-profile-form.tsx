import { ZInviteProfileInput, type Invitation } from '@kontor/contracts';
import { Alert, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useInviteProfile } from '../api/use-invite-profile.ts';
import { useRoleOptions } from '../api/use-role-options.ts';
import '../i18n.ts';
import { PersonFields, RoleSelect } from './person-fields.tsx';
import {
  emptyPerson,
  roleIdOf,
  serverFieldErrors,
  showFieldErrors,
  useFormValues,
} from './profile-form-state.ts';
import { PasswordInput } from '../../../ui/password-input.tsx';

const initialValues = { ...emptyPerson, email: '', initial_password: '' };

/** Invites a person: validated with the server's schema first, then the server's messages per field. */
export function InviteProfileForm({ onInvited }: { onInvited: (invitation: Invitation) => void }) {
  const { t } = useTranslation('profiles');
  const form = useFormValues(initialValues);
  const roles = useRoleOptions();
  const invite = useInviteProfile();
  const serverError = invite.error instanceof ApiError ? invite.error : null;
  const { errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const element = event.currentTarget as HTMLFormElement;
    const { values } = form;
    const input = {
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      position: values.position,
      phone: values.phone,
      personnel_number: values.personnel_number,
      role_id: roleIdOf(values.role_id) as number,
      initial_password: values.initial_password,
    };
    const checked = ZInviteProfileInput.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, element, fieldErrorsOf(checked.error.issues));
      return;
    }
    invite.reset();
    invite.mutate(input, {
      onSuccess: onInvited,
      onError: (error) => showFieldErrors(form, element, serverFieldErrors(error)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={serverError?.message} />
        <Divider label={t('invite.sectionPerson')} labelPosition="left" />
        <PersonFields
          values={form.values}
          errors={errors}
          onChange={(name, value) => form.set(name, value)}
          autoFocus
        />
        <Divider label={t('invite.sectionAccess')} labelPosition="left" mt="sm" />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          required
          value={form.values.email}
          onChange={(e) => form.set('email', e.currentTarget.value)}
          error={errors.email}
        />
        <RoleSelect
          value={form.values.role_id}
          options={roles.data}
          onChange={(value) => form.set('role_id', value)}
          error={errors.role_id ?? (roles.isError ? t('rolesUnavailable') : undefined)}
        />
        <PasswordInput
          label={t('fields.initial_password')}
          description={t('invite.passwordHint')}
          autoComplete="new-password"
          required
          value={form.values.initial_password}
          onChange={(e) => form.set('initial_password', e.currentTarget.value)}
          error={errors.initial_password}
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t('invite.existingAccount')}</Text>
        </Alert>
        <Group justify="flex-end" mt="sm">
          <Button component={Link} to="/profiles" variant="default">
            {t('invite.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
