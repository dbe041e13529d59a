import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/use-services.ts';
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
      await api.request('POST', '/auth/password/reset/confirm', {
        body: { token: search.token, new_password: password },
      });
      setDone(t('reset.done'));
    } else {
      const answer = await api.request<{ message: string }>('POST', '/auth/password/reset', {
        body: { email },
      });
      setDone(answer.message);
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('reset.title')}
        </Title>
        {done ? (
          <Alert color="green" role="status">
            {done}
          </Alert>
        ) : (
          <>
            {error && (
              <Alert color="red" role="alert">
                {error.message}
              </Alert>
            )}
            {search.token ? (
              <PasswordInput
                label={t('reset.newPassword')}
                description={t('reset.newPasswordHint')}
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={error?.fields.new_password}
                required
              />
            ) : (
              <>
                <Text size="sm">{t('reset.intro')}</Text>
                <TextInput
                  label={t('reset.email')}
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={error?.fields.email}
                  required
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
      </Stack>
    </form>
  );
}
