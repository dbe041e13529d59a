import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activeTenantData } from '../../lib/session/session-state.ts';
import { useSession } from '../../lib/session/use-session.ts';
import './i18n.ts';

export function Greeting() {
  const { t } = useTranslation('home');
  const user = useSession((s) => s.user);
  const tenant = useSession(activeTenantData);
  return (
    <Stack gap={4}>
      <Title order={1}>{t('greeting', { name: user?.name ?? '' })}</Title>
      {tenant && (
        <>
          <Text>{t('activeTenant', { tenant: tenant.name })}</Text>
          <Text size="sm" c="dimmed">
            {t('role', { role: tenant.role })}
          </Text>
        </>
      )}
    </Stack>
  );
}
