import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PendingInvitationsNotice } from '../../features/invitations/components/pending-invitations-notice.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import { BottomNav } from './bottom-nav.tsx';
import { NavLinks } from './nav-links.tsx';
import { TenantSwitcher } from './tenant-switcher.tsx';
import { useIsPhoneLayout } from '../../lib/viewport/use-phone-layout.ts';
import { UserMenu } from './user-menu.tsx';
import { BusyIndicator } from '../../ui/busy-indicator.tsx';

/** Sidebar of the permitted areas, 4rem header with tenant switcher and user menu; phones get the bottom bar. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const isPhone = useIsPhoneLayout();
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const loading = useSession((s) => s.loading);
  return (
    <AppShell
      header={{ height: '4rem' }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen, desktop: false } }}
      footer={isPhone ? { height: 'calc(4rem + env(safe-area-inset-bottom))' } : undefined}
      padding="md"
      data-layout={isPhone ? 'mobile' : 'default'}
    >
      <AppShell.Header px="md" pt="env(safe-area-inset-top)">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {!isPhone && (
              <Burger
                opened={navOpen}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('header.openNavigation')}
              />
            )}
            <Text component={Link} to="/" fw={700} c="green" size="lg">
              {t('appName')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {!isPhone && <TenantSwitcher />}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {!isPhone && (
        <AppShell.Navbar p="sm">
          {/* The areas outgrow a low window (1280 × 720): the list scrolls instead of being cut off. */}
          <AppShell.Section grow component={ScrollArea}>
            <NavLinks onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {/* While switching tenant nothing of the previous tenant may show, not even for a frame. */}
        {loading ? (
          <Group justify="center" mt="xl" aria-busy="true">
            <BusyIndicator label={t('loading')} />
          </Group>
        ) : (
          <>
            <PendingInvitationsNotice />
            <Outlet />
          </>
        )}
      </AppShell.Main>
      {isPhone && <BottomNav menuPath="/mobile/menu" />}
    </AppShell>
  );
}
