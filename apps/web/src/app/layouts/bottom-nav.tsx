import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { quickNavItems } from '../navigation.ts';
import classes from './bottom-nav.module.css';

/** Phone: the most used areas plus the full menu, with big touch targets. */
export function BottomNav({ menuPath }: { menuPath: string }) {
  const { t } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = [...quickNavItems(permissions), { to: menuPath, label: 'nav.menu', icon: IconMenu2 }];
  return (
    <Group
      component="nav"
      aria-label={t('nav.quickNavigation')}
      className={classes.bar}
      grow
      gap={0}
      wrap="nowrap"
    >
      {items.map((item) => (
        <UnstyledButton
          key={item.to}
          component={Link}
          to={item.to}
          className={classes.item}
          data-active={pathname === item.to || undefined}
        >
          <item.icon size={22} stroke={1.6} />
          <Text size="xs" lh={1.2}>
            {t(item.label)}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}
