import { Center, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Sign-in screens: one centred card, nothing of the app behind it. */
export function NotLoggedInLayout() {
  const { t } = useTranslation();
  return (
    <Center
      mih="100dvh"
      p="md"
      pt="calc(var(--mantine-spacing-md) + env(safe-area-inset-top))"
      bg="light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-8))"
      data-layout="notLoggedIn"
    >
      <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={420} component="main">
        <Stack gap="lg">
          <Text fw={700} c="green" size="lg">
            {t('appName')}
          </Text>
          <Outlet />
        </Stack>
      </Paper>
    </Center>
  );
}
