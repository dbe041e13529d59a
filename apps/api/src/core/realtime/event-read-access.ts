import { entityRegistry, entityTypes, type EntityType, type RouteAccess } from '@kontor/contracts';

const masterDataAccess = Object.fromEntries(
  entityTypes.map((type) => [type, entityRegistry[type].permissions.read]),
) as Record<EntityType, RouteAccess>;

/**
 * Every kind of history item, and what a member needs to receive its change event: a permission,
 * `authenticated` (every member may read it), or null (never broadcast). `recordHistory` accepts
 * only these kinds, so a new area cannot forget to say who may see its events.
 */
export const eventReadAccess = {
  ...masterDataAccess,
  document: 'documents.read',
  serialInvoice: 'documents.read',
  incomingInvoice: 'incomingInvoices.read',
  files: 'files.read',
  fileFolders: 'files.read',
  textTemplates: 'authenticated',
  customFields: 'authenticated',
  email_accounts: 'settings.read',
  projectType: 'projects.read',
  external_devices: 'settings.read',
  clock_credentials: 'settings.read',
  numberRanges: 'settings.read',
  tenant_settings: 'settings.read',
  profile: 'profiles.read',
  workingTime: 'workingTimes.read',
  workingTimeClosing: 'workingTimes.read',
  bankAccount: 'banking.read',
  bankTransaction: 'banking.read',
  bankRule: 'banking.read',
  ticket: 'support.read',
  letter: 'letters.read',
  support_settings: 'support.read',
  formTemplate: 'forms.read',
  form: 'forms.read',
  time: 'times.read',
  appointment: 'calendar.read',
  calendarFeed: null,
  accounting: 'accounting.read',
  invitation: 'profiles.read',
  user: 'profiles.read',
  role: 'roles.read',
  session: null,
  mfa_factor: null,
  tenant: null,
} as const satisfies Record<string, RouteAccess | null>;

export type HistoryEntity = keyof typeof eventReadAccess;

/** Events that may change what members of the tenant are allowed to see. */
const PERMISSION_EVENTS: ReadonlySet<string> = new Set<HistoryEntity>(['role', 'profile']);
export const changesPermissions = (entity: string) => PERMISSION_EVENTS.has(entity);

/** Unknown kinds (an old process's payload, say) are not delivered: no mapping, no event. */
export function mayReceiveEvent(permissions: readonly string[], entity: string): boolean {
  if (!Object.hasOwn(eventReadAccess, entity)) return false;
  const access = eventReadAccess[entity as HistoryEntity];
  return (
    access === 'authenticated' || (access !== null && access !== 'public' && permissions.includes(access))
  );
}
