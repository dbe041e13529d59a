import { confirmPasswordReset, requestPasswordReset } from '@kontor/contracts';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { AccountEmailInput, NewPasswordInput } from '../components/credential-inputs.tsx';
import { useSubmit } from '../components/use-submit.ts';
import '../i18n.ts';

/** Without a token: ask for a link. With the token from the e-mail: set a new password. */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { api } = useServices();
  const search = useSearch({ strict: false }) as { token?: string };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { error, submitting, submit } = useSubmit(async () => {
    if (search.token) {
      await api.call(confirmPasswordReset, { body: { token: search.token, new_password: password } });
      setDone(t('reset.done'));
    } else {
      const answer = await api.call(requestPasswordReset, { body: { email } });
      setDone(answer.message);
    }
  });
  return (
    <AuthForm title={t('reset.title')} onSubmit={() => void submit()}>
      {done ? (
        <Alert color="green" role="status">
          {done}
        </Alert>
      ) : (
        <>
          <ErrorAlert message={error?.message} />
          {search.token ? (
            <NewPasswordInput
              label={t('reset.newPassword')}
              description={t('reset.newPasswordHint')}
              value={password}
              onChange={setPassword}
              error={error?.fields.new_password}
            />
          ) : (
            <>
              <Text size="sm">{t('reset.intro')}</Text>
              <AccountEmailInput
                label={t('reset.email')}
                value={email}
                onChange={setEmail}
                error={error?.fields.email}
              />
            </>
          )}
          <Button type="submit" loading={submitting} fullWidth>
            {search.token ? t('reset.save') : t('reset.request')}
          </Button>
        </>
      )}
      <Anchor component={Link} to="/login" size="sm">
        {t('reset.toLogin')}
      </Anchor>
    </AuthForm>
  );
}
