/** The German source catalog of the shell; features register their own namespaces. */
export const de = {
  appName: 'Kontor',
  loading: 'Wird geladen …',
  nav: {
    home: 'Start',
    settings: 'Einstellungen',
    profiles: 'Mitarbeiter',
    roles: 'Rollen',
    history: 'Historie',
    status: 'Systemstatus',
    menu: 'Menü',
    quickNavigation: 'Schnellzugriff',
    mainNavigation: 'Hauptnavigation',
  },
  header: {
    tenant: 'Mandant',
    switchTenant: 'Mandant wechseln',
    userMenu: 'Benutzermenü',
    profile: 'Mein Profil',
    changePassword: 'Passwort ändern',
    security: 'Anmeldung & Sicherheit',
    language: 'Sprache',
    colorMode: 'Farbmodus',
    light: 'Hell',
    dark: 'Dunkel',
    system: 'System',
    logout: 'Abmelden',
    openNavigation: 'Navigation öffnen',
  },
  languages: { de: 'Deutsch', en: 'English' },
  errors: {
    generic: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
};
export type Catalog = typeof de;
