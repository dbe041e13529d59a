import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/use-services.ts';
import { useSubmit } from '../components/use-submit.ts';
import '../i18n.ts';

export function PasswordChangePage() {
  const { t } = useTranslation('auth');
  const { api, session } = useServices();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { error, submitting, submit } = useSubmit(async () => {
    const { token } = await api.request<{ token: string }>('POST', '/auth/password/change', {
      body: { current_password: current, new_password: next },
    });
    await session.replaceToken(token);
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
          {t('change.title')}
        </Title>
        <Text>{t('change.intro')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <PasswordInput
          label={t('change.current')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={error?.fields.current_password}
          required
        />
        <PasswordInput
          label={t('change.next')}
          description={t('change.hint')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={error?.fields.new_password}
          required
        />
        <Group grow>
          <Button variant="default" onClick={() => void session.logout()}>
            {t('change.logout')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
