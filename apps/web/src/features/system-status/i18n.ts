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
  historyChain: {
    title: 'Historie',
    intact: 'Kette intakt',
    broken: 'Kette unterbrochen',
    checked: 'Geprüft',
    alarm: 'Manipulation möglich',
    failed: 'Prüfung fehlgeschlagen',
    ok_one: '{{n}} Eintrag geprüft: vollständig und unverändert.',
    ok_other: '{{n}} Einträge geprüft: alle vollständig und unverändert.',
    changed_one:
      'Bruch bei Eintrag {{id}}: Er wurde nachträglich verändert. Der {{n}} Eintrag davor ist in Ordnung.',
    changed_other:
      'Bruch bei Eintrag {{id}}: Er wurde nachträglich verändert. Die {{n}} Einträge davor sind in Ordnung.',
    missing_one: 'Bruch bei Eintrag {{id}}: Davor fehlt ein Eintrag. Der {{n}} Eintrag davor ist in Ordnung.',
    missing_other:
      'Bruch bei Eintrag {{id}}: Davor fehlt ein Eintrag. Die {{n}} Einträge davor sind in Ordnung.',
    missingEnd_one: 'Am Ende der Kette fehlen Einträge. {{n}} Eintrag wurde geprüft.',
    missingEnd_other: 'Am Ende der Kette fehlen Einträge. {{n}} Einträge wurden geprüft.',
  },
  storage: {
    title: 'Dateispeicher',
    local: 'Ordner auf dem Server',
    s3: 'S3-kompatibler Speicher',
    localHint: 'Dateien liegen im Datenordner des Servers (DATA_DIR/files).',
    s3Hint: 'Dateien liegen in einem S3-Bucket, eingerichtet über FILES_STORE=s3.',
    ok: 'Bereit',
    failing: 'Nicht erreichbar',
    failingHint:
      'Dateien können gerade weder gespeichert noch geladen werden. Die Administration findet den Grund im Server-Protokoll.',
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
  historyChain: {
    title: 'History',
    intact: 'Chain intact',
    broken: 'Chain broken',
    checked: 'Checked',
    alarm: 'Possible tampering',
    failed: 'Check failed',
    ok_one: '{{n}} entry checked: complete and unchanged.',
    ok_other: '{{n}} entries checked: all complete and unchanged.',
    changed_one: 'Break at entry {{id}}: it was changed afterwards. The {{n}} entry before it is fine.',
    changed_other: 'Break at entry {{id}}: it was changed afterwards. The {{n}} entries before it are fine.',
    missing_one: 'Break at entry {{id}}: an entry before it is missing. The {{n}} entry before it is fine.',
    missing_other:
      'Break at entry {{id}}: an entry before it is missing. The {{n}} entries before it are fine.',
    missingEnd_one: 'Entries are missing at the end of the chain. {{n}} entry was checked.',
    missingEnd_other: 'Entries are missing at the end of the chain. {{n}} entries were checked.',
  },
  storage: {
    title: 'File storage',
    local: 'Folder on the server',
    s3: 'S3-compatible storage',
    localHint: 'Files are kept in the server’s data folder (DATA_DIR/files).',
    s3Hint: 'Files are kept in an S3 bucket, configured through FILES_STORE=s3.',
    ok: 'Ready',
    failing: 'Not reachable',
    failingHint:
      'Files can currently be neither stored nor loaded. Administrators find the reason in the server log.',
  },
  unknown: 'Unknown',
  loadError: 'The status could not be retrieved.',
};

registerCatalog('systemStatus', { de, en });
