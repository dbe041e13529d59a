import { registerCatalog } from '../../i18n/index.ts';

const de = {
  title: 'Systemstatus',
  intro: 'Versionen und Verbindungen auf einen Blick – hilfreich bei Rückfragen an den Support.',
  refresh: 'Aktualisieren',
  checkedAt: 'Stand: {{time}}',
  appVersion: {
    title: 'App-Version',
    build: 'Build {{id}}',
    hint: 'Die Version dieser Web-App im Browser.',
    versionHint: 'Version {{version}} dieser Web-App im Browser.',
    builtHint: 'Version {{version}}, erstellt am {{time}}.',
  },
  apiVersion: {
    title: 'API-Version',
    hint: 'Die Version des Servers.',
  },
  database: {
    title: 'Datenbank',
    pglite: 'PGlite (eingebettet)',
    postgres: 'PostgreSQL',
    pgliteHint: 'Die eingebettete Datenbank im Datenordner des Servers – ohne eigenen Datenbankserver.',
    postgresHint: 'Ein PostgreSQL-Server, eingerichtet über DATABASE_URL.',
    reachable: 'Erreichbar',
    unreachable: 'Nicht erreichbar',
  },
  realtime: {
    title: 'Echtzeit',
    connected: 'Verbunden',
    disconnected: 'Getrennt',
    hintConnected: 'Änderungen anderer erscheinen sofort, ohne neu zu laden.',
    hintDisconnected:
      'Die Verbindung wird automatisch wiederhergestellt. Bis dahin zeigen Listen ggf. ältere Daten.',
  },
  mail: {
    title: 'E-Mail',
    configured: 'Eingerichtet',
    notConfigured: 'Nicht eingerichtet',
    smtp: 'Versand über SMTP',
    logOnly: 'Nur Server-Protokoll',
    hintConfigured: 'E-Mails (etwa Links zum Zurücksetzen des Passworts) werden über SMTP versendet.',
    hintNotConfigured:
      'E-Mails werden nicht versendet, sondern nur ins Server-Protokoll geschrieben. Die Administration kann dafür SMTP_URL einrichten.',
  },
  unknown: 'Unbekannt',
  loadError: 'Der Status konnte nicht abgerufen werden.',
};

const en: typeof de = {
  title: 'System status',
  intro: 'Versions and connections at a glance – useful when asking support.',
  refresh: 'Refresh',
  checkedAt: 'As of {{time}}',
  appVersion: {
    title: 'App version',
    build: 'Build {{id}}',
    hint: 'The version of this web app in your browser.',
    versionHint: 'Version {{version}} of this web app in your browser.',
    builtHint: 'Version {{version}}, built on {{time}}.',
  },
  apiVersion: {
    title: 'API version',
    hint: 'The version of the server.',
  },
  database: {
    title: 'Database',
    pglite: 'PGlite (embedded)',
    postgres: 'PostgreSQL',
    pgliteHint: 'The embedded database in the server’s data folder – no separate database server.',
    postgresHint: 'A PostgreSQL server, configured through DATABASE_URL.',
    reachable: 'Reachable',
    unreachable: 'Not reachable',
  },
  realtime: {
    title: 'Realtime',
    connected: 'Connected',
    disconnected: 'Disconnected',
    hintConnected: 'Changes by others appear at once, without reloading.',
    hintDisconnected: 'The connection is restored automatically. Until then, lists may show older data.',
  },
  mail: {
    title: 'E-mail',
    configured: 'Set up',
    notConfigured: 'Not set up',
    smtp: 'Sent via SMTP',
    logOnly: 'Server log only',
    hintConfigured: 'E-mails (such as password reset links) are sent via SMTP.',
    hintNotConfigured:
      'E-mails are not sent but only written to the server log. An administrator can set SMTP_URL for that.',
  },
  unknown: 'Unknown',
  loadError: 'The status could not be retrieved.',
};

registerCatalog('systemStatus', { de, en });
