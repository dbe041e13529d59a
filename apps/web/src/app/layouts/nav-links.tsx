import { NavLink, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { permittedNavItems } from '../navigation.ts';

const isActive = (pathname: string, to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));

/** Sidebar navigation of the areas the user may open. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Stack gap={4} component="nav" aria-label={t('nav.mainNavigation')}>
      {permittedNavItems(permissions).map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={t(item.label)}
          leftSection={<item.icon size={18} stroke={1.6} />}
          active={isActive(pathname, item.to)}
          onClick={onNavigate}
          variant="light"
        />
      ))}
    </Stack>
  );
}
