import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AreaCards } from './area-cards.tsx';
import { Dashboard } from './dashboard/dashboard.tsx';
import { Greeting } from './greeting.tsx';
import './i18n.ts';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="xl">
      <Greeting />
      <Dashboard />
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('areas')}
        </Title>
        <AreaCards />
      </Stack>
    </Stack>
  );
}
