/**
 * Every permission string of Kontor, defined once. Roles hold these strings; every API route
 * declares one of them (or `authenticated` / `public`), and `/api/me` returns the active
 * tenant's list. The German labels feed the role editor.
 */
export const permissionAreas = {
  documents: { label: 'Dokumente', actions: ['read', 'write', 'finalize', 'send'] },
  incomingInvoices: { label: 'Eingangsrechnungen', actions: ['read', 'write', 'approve'] },
  banking: { label: 'Banking', actions: ['read', 'write'] },
  accounts: { label: 'Konten', actions: ['read', 'write'] },
  export: { label: 'Export (DATEV)', actions: ['read', 'write'] },
  times: { label: 'Zeiterfassung', actions: ['read', 'write', 'manage'] },
  workingTimes: { label: 'Arbeitszeiten', actions: ['read', 'write', 'manage'] },
  calendar: { label: 'Kalender', actions: ['read', 'write'] },
  projects: { label: 'Projekte', actions: ['read', 'write'] },
  support: { label: 'Support', actions: ['read', 'write'] },
  email: { label: 'E-Mail', actions: ['read', 'write', 'send'] },
  letters: { label: 'Briefe', actions: ['read', 'write'] },
  entities: { label: 'Stammdaten', actions: ['read', 'write'] },
  files: { label: 'Dateien', actions: ['read', 'write'] },
  history: { label: 'Historie', actions: ['read', 'write'] },
  roles: { label: 'Rollen', actions: ['read', 'write'] },
  profiles: { label: 'Mitarbeiter', actions: ['read', 'write'] },
  settings: { label: 'Einstellungen', actions: ['read', 'write'] },
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

const readAll = allPermissions.filter((p) => p.endsWith('.read'));
const pick = (...areas: (keyof Areas)[]) =>
  allPermissions.filter((p) => areas.includes(p.split('.')[0] as keyof Areas));

/** The four roles every tenant starts with. Administrators may edit or add roles later. */
export const defaultRoles: readonly { name: string; permissions: readonly Permission[] }[] = [
  { name: 'Administrator', permissions: allPermissions },
  {
    name: 'Buchhaltung',
    permissions: [
      ...new Set<Permission>([
        ...readAll,
        ...pick('documents', 'incomingInvoices', 'banking', 'accounts', 'export', 'entities', 'files'),
        'history.write',
        'email.send',
      ]),
    ],
  },
  {
    name: 'Mitarbeiter',
    permissions: [
      'times.read',
      'times.write',
      'workingTimes.read',
      'workingTimes.write',
      'calendar.read',
      'calendar.write',
      'projects.read',
      'support.read',
      'support.write',
      'entities.read',
      'files.read',
      'files.write',
    ],
  },
  { name: 'Nur lesen', permissions: readAll },
];

/** Access a route needs: a permission string, any signed-in session, or nothing. */
export type RouteAccess = Permission | 'authenticated' | 'public';
