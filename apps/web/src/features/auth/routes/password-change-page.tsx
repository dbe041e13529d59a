import { changePassword } from '@kontor/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { toast } from '../../../ui/toast/toast.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { NewPasswordInput } from '../components/credential-inputs.tsx';
import { useSubmit } from '../components/use-submit.ts';
import '../i18n.ts';
import { PasswordInput } from '../../../ui/password-input.tsx';

export function PasswordChangePage() {
  const { t } = useTranslation('auth');
  const { api, session } = useServices();
  const navigate = useNavigate();
  // Forced after an invitation or reset (SPEC §4 guard); otherwise chosen from the user menu.
  const forced = useSession((s) => s.user?.must_change_password ?? false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { error, submitting, submit } = useSubmit(async () => {
    const { token } = await api.call(changePassword, {
      body: { current_password: current, new_password: next },
    });
    await session.replaceToken(token);
    if (!forced) toast.success(t('change.done'));
    await navigate({ to: '/' });
  });
  return (
    <AuthForm title={t('change.title')} onSubmit={() => void submit()}>
      <Text>{t(forced ? 'change.intro' : 'change.introVoluntary')}</Text>
      <ErrorAlert message={error?.message} />
      <PasswordInput
        label={t('change.current')}
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.currentTarget.value)}
        error={error?.fields.current_password}
        required
      />
      <NewPasswordInput
        label={t('change.next')}
        description={t('change.hint')}
        value={next}
        onChange={setNext}
        error={error?.fields.new_password}
      />
      <Group grow>
        {forced ? (
          <Button variant="default" onClick={() => void session.logout()}>
            {t('change.logout')}
          </Button>
        ) : (
          <Button variant="default" onClick={() => void navigate({ to: '/' })}>
            {t('change.cancel')}
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {t('change.submit')}
        </Button>
      </Group>
    </AuthForm>
  );
}
