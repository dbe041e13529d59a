import { registerCatalog } from '../../i18n/index.ts';

const de = {
  greeting: 'Guten Tag, {{name}}',
  activeTenant: 'Aktiver Mandant: {{tenant}}',
  role: 'Ihre Rolle: {{role}}',
  areas: 'Was Sie öffnen können',
  areaHint: {
    home: 'Diese Übersicht',
    profiles: 'Mitarbeiter einladen und verwalten',
    roles: 'Rollen und Berechtigungen festlegen',
    historyitems: 'Wer hat wann was geändert',
    settings: 'Firmendaten und weitere Einstellungen',
    test: 'Version, Datenbank, Echtzeit und E-Mail prüfen',
  },
};

const en: typeof de = {
  greeting: 'Hello, {{name}}',
  activeTenant: 'Active company: {{tenant}}',
  role: 'Your role: {{role}}',
  areas: 'What you can open',
  areaHint: {
    home: 'This overview',
    profiles: 'Invite and manage employees',
    roles: 'Define roles and permissions',
    historyitems: 'Who changed what and when',
    settings: 'Company data and other settings',
    test: 'Check version, database, realtime and e-mail',
  },
};

registerCatalog('home', { de, en });
