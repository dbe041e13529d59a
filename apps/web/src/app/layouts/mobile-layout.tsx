import { Box, Group, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { PendingInvitationsNotice } from '../../features/invitations/components/pending-invitations-notice.tsx';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { BottomNav } from './bottom-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import { BusyIndicator } from '../../ui/busy-indicator.tsx';

/** The native app's layout: compact header, one column, bottom navigation; safe areas respected. */
export function MobileLayout() {
  const { t } = useTranslation();
  const loading = useSession((s) => s.loading);
  return (
    <Box data-layout="mobile" pt="env(safe-area-inset-top)" pb="calc(4rem + env(safe-area-inset-bottom))">
      <Group h="4rem" px="md" justify="space-between" component="header">
        <Text fw={700} c="green" size="lg">
          {t('appName')}
        </Text>
        <UserMenu />
      </Group>
      <Box component="main" px="md" pb="md">
        {loading ? (
          <BusyIndicator label={t('loading')} />
        ) : (
          <>
            <PendingInvitationsNotice />
            <Outlet />
          </>
        )}
      </Box>
      <BottomNav menuPath="/mobile/menu" />
    </Box>
  );
}
