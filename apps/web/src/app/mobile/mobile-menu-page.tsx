import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLinks } from '../layouts/nav-links.tsx';
import { TenantSwitcher } from '../layouts/tenant-switcher.tsx';
import { useSessionStore } from '../../lib/session/use-session.ts';

/** Everything the bottom bar has no room for: all areas, tenant switch, sign-out. */
export function MobileMenuPage() {
  const { t } = useTranslation();
  const session = useSessionStore();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('nav.menu')}
      </Title>
      <Stack gap={4}>
        <Text fw={600}>{t('header.switchTenant')}</Text>
        <TenantSwitcher compact />
      </Stack>
      <NavLinks />
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={16} />}
        onClick={() => void session.logout()}
      >
        {t('header.logout')}
      </Button>
    </Stack>
  );
}
