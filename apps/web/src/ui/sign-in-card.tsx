import { Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The centred card of the sign-in screens and of the second-factor prompt: nothing of the app
 * shows behind it.
 */
export function SignInCard({ children }: { children: ReactNode }) {
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
          {/* "green" is the primary shade 8 in both colour modes (theme.ts), the WCAG AA one. */}
          <Text fw={700} c="green" size="lg">
            {t('appName')}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
