import type { Catalog } from './de.ts';

export const en: Catalog = {
  appName: 'Kontor',
  loading: 'Loading …',
  nav: {
    home: 'Home',
    settings: 'Settings',
    profiles: 'Employees',
    roles: 'Roles',
    history: 'History',
    status: 'System status',
    menu: 'Menu',
    quickNavigation: 'Quick access',
    mainNavigation: 'Main navigation',
  },
  header: {
    tenant: 'Company',
    switchTenant: 'Switch company',
    userMenu: 'User menu',
    profile: 'My profile',
    changePassword: 'Change password',
    security: 'Sign-in & security',
    language: 'Language',
    colorMode: 'Colour mode',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    logout: 'Sign out',
    openNavigation: 'Open navigation',
  },
  languages: { de: 'Deutsch', en: 'English' },
  errors: {
    generic: 'Something went wrong. Please try again.',
  },
};
