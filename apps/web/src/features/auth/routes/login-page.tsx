import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session/use-session.ts';
import { useSubmit } from '../components/use-submit.ts';
import '../i18n.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const session = useSessionStore();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, submitting, submit } = useSubmit(async () => {
    await session.login(email, password);
    await navigate({ to: '/' });
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error?.fields.email}
          required
          data-autofocus
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
      </Stack>
    </form>
  );
}
