import { Anchor, Button } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session/use-session.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { AccountEmailInput } from '../components/credential-inputs.tsx';
import { useSubmit } from '../components/use-submit.ts';
import '../i18n.ts';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { RETURN_PARAM, returnPathAfterSignIn } from '../../../lib/session/return-path.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const session = useSessionStore();
  const navigate = useNavigate();
  const returnPath = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => returnPathAfterSignIn(search[RETURN_PARAM]),
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, submitting, submit } = useSubmit(async () => {
    await session.login(email, password);
    await navigate({ href: returnPath });
  });
  return (
    <AuthForm title={t('login.title')} onSubmit={() => void submit()}>
      <ErrorAlert message={error?.message} />
      <AccountEmailInput
        label={t('login.email')}
        value={email}
        onChange={setEmail}
        error={error?.fields.email}
        autoFocus
      />
      <PasswordInput
        label={t('login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={error?.fields.password}
        required
      />
      <Button type="submit" loading={submitting} fullWidth>
        {t('login.submit')}
      </Button>
      <Anchor component={Link} to="/password-reset" size="sm">
        {t('login.forgot')}
      </Anchor>
    </AuthForm>
  );
}
