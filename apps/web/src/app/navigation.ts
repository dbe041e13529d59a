import {
  IconHistory,
  IconHome,
  IconSettings,
  IconShieldLock,
  IconStethoscope,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  /** Key in the common catalog. */
  label: string;
  icon: Icon;
  /** Shown only with this permission; undefined = every signed-in user. */
  permission?: string;
}

/** The areas that exist so far; each later area adds its entry with its screens. */
export const navItems: NavItem[] = [
  { to: '/', label: 'nav.home', icon: IconHome },
  { to: '/profiles', label: 'nav.profiles', icon: IconUsers, permission: 'profiles.read' },
  { to: '/roles', label: 'nav.roles', icon: IconShieldLock, permission: 'roles.read' },
  { to: '/historyitems', label: 'nav.history', icon: IconHistory, permission: 'history.read' },
  { to: '/settings', label: 'nav.settings', icon: IconSettings, permission: 'settings.read' },
  { to: '/test', label: 'nav.status', icon: IconStethoscope },
];

export const permittedNavItems = (permissions: readonly string[]) =>
  navItems.filter((item) => !item.permission || permissions.includes(item.permission));
