/**
 * Every permission string of Kontor, defined once. Roles hold these strings; every API route
 * declares one of them (or `authenticated` / `public`), and `/api/me` returns the active
 * tenant's list. The German labels feed the role editor.
 *
 * Only areas that exist are listed: a permission nothing checks would be a promise the role
 * editor cannot keep (routes.test.ts fails on one). Each later area adds its strings with its
 * routes (incoming invoices, banking, accounts, DATEV export, time tracking, calendar, support,
 * letters, e-mail).
 */
export const permissionAreas = {
  documents: { label: 'Dokumente', actions: ['read', 'write', 'finalize', 'send'] },
  // Own working times and absences; `manage` = other employees', approving absences, closing months.
  workingTimes: { label: 'Arbeitszeiten', actions: ['read', 'write', 'manage'] },
  // Own time entries and timer; `approve` = everyone's entries, approving them and invoicing.
  times: { label: 'Zeiterfassung', actions: ['read', 'write', 'approve'] },
  projects: { label: 'Projekte', actions: ['read', 'write'] },
  entities: { label: 'Stammdaten', actions: ['read', 'write'] },
  // `write` = upload and change one's own files; `manage` = also everyone else's.
  files: { label: 'Dateien', actions: ['read', 'write', 'manage'] },
  history: { label: 'Historie', actions: ['read'] },
  roles: { label: 'Rollen', actions: ['read', 'write'] },
  profiles: { label: 'Mitarbeiter', actions: ['read', 'write'] },
  settings: { label: 'Einstellungen', actions: ['read', 'write'] },
  // Journal, Summen- und Saldenliste, VAT return figures; `export` = the DATEV export.
  accounting: { label: 'Buchhaltung', actions: ['read', 'export'] },
  // Bank accounts, statement import and payment matching; `write` = import, allocate, ignore, undo.
  banking: { label: 'Bank', actions: ['read', 'write'] },
  // Incoming invoices and receipts; `approve` = release for booking (posts the journal).
  incomingInvoices: { label: 'Eingangsrechnungen', actions: ['read', 'write', 'approve'] },
  // Tickets: reading the thread; `write` = create, answer, note, change status and assignee.
  support: { label: 'Support', actions: ['read', 'write'] },
  // Appointments of the tenant; `write` = create, change, move and delete them.
  calendar: { label: 'Kalender', actions: ['read', 'write'] },
  // Letters (DIN 5008): `write` = write, finalize, send and mark printed, serial letters.
  letters: { label: 'Briefe', actions: ['read', 'write'] },
  // Filling in and signing forms; `manage` = the tenant's own form templates.
  forms: { label: 'Formulare', actions: ['read', 'write', 'manage'] },
  // The e-mail composer: write to customers and contacts through the tenant's accounts.
  email: { label: 'E-Mail', actions: ['send'] },
} as const;

type Areas = typeof permissionAreas;
export type Permission = {
  [A in keyof Areas]: `${A & string}.${Areas[A]['actions'][number]}`;
}[keyof Areas];

export const allPermissions: readonly Permission[] = Object.entries(permissionAreas).flatMap(
  ([area, { actions }]) => actions.map((action) => `${area}.${action}` as Permission),
);

export const isPermission = (value: string): value is Permission =>
  (allPermissions as readonly string[]).includes(value);

export const hasPermission = (granted: readonly string[], needed: Permission): boolean =>
  granted.includes(needed);

export const ADMINISTRATOR_ROLE = 'Administrator';

/**
 * What a stored role grants today. Strings of areas that do not exist (any more, or yet) are
 * ignored rather than migrated away; the Administrator role always has every permission, also
 * those added after it was created (`files.manage`, say), so no tenant locks itself out.
 */
export const effectivePermissions = (roleName: string, stored: readonly string[]): Permission[] =>
  roleName === ADMINISTRATOR_ROLE ? [...allPermissions] : stored.filter(isPermission);

const readAll = allPermissions.filter((p) => p.endsWith('.read'));
const pick = (...areas: (keyof Areas)[]) =>
  allPermissions.filter((p) => areas.includes(p.split('.')[0] as keyof Areas));

/** The four roles every tenant starts with. Administrators may edit or add roles later. */
export const defaultRoles: readonly { name: string; permissions: readonly Permission[] }[] = [
  { name: ADMINISTRATOR_ROLE, permissions: allPermissions },
  {
    name: 'Buchhaltung',
    permissions: [
      ...new Set<Permission>([
        ...readAll,
        ...pick(
          'documents',
          'entities',
          'files',
          'accounting',
          'banking',
          'incomingInvoices',
          'letters',
          'email',
        ),
      ]),
    ],
  },
  {
    // Own absences and files only: approving absences and others' files need `manage`.
    name: 'Mitarbeiter',
    permissions: [
      'workingTimes.read',
      'workingTimes.write',
      'times.read',
      'times.write',
      'projects.read',
      'entities.read',
      'files.read',
      'files.write',
      'support.read',
      'support.write',
      'calendar.read',
      'calendar.write',
      'forms.read',
      'forms.write',
      'email.send',
    ],
  },
  { name: 'Nur lesen', permissions: readAll },
];

/** Access a route needs: a permission string, any signed-in session, or nothing. */
export type RouteAccess = Permission | 'authenticated' | 'public';
