import type { EntityType } from '@kontor/contracts';
import { berlinToday } from '../../core/berlin-time.ts';

/** The demo people every tenant's records may point at (their profiles exist before the records). */
export type DemoProfile = 'dana' | 'max' | 'nina';

/** A reference to another demo record by key; becomes that record's id once it exists. */
export interface RecordRef {
  $ref: string;
}
/** A reference to a demo person's profile; becomes the profile id of the tenant. */
export interface ProfileRef {
  $profile: DemoProfile;
}

/** One master-data record as the demo writes it through the entities service. */
export interface DemoRecord {
  type: EntityType;
  /** Name other records use to point here with `ref(key)`. */
  key?: string;
  /** Only for types with hand-typed numbers (cost centres); the others draw from their range. */
  number?: string;
  data: Record<string, unknown>;
  /** Archived right after creation (a former customer, a discontinued article). */
  archived?: boolean;
}

export const ref = (key: string): RecordRef => ({ $ref: key });
export const profileRef = ($profile: DemoProfile): ProfileRef => ({ $profile });

const isRecordRef = (value: unknown): value is RecordRef =>
  typeof value === 'object' && value !== null && '$ref' in value;
const isProfileRef = (value: unknown): value is ProfileRef =>
  typeof value === 'object' && value !== null && '$profile' in value;

/** Replaces every `ref()`/`profileRef()` in `data` by an id; throws on a key that does not exist (yet). */
export function resolveRefs(
  data: Record<string, unknown>,
  recordId: (key: string) => number | undefined,
  profileId: (profile: DemoProfile) => number | undefined,
): Record<string, unknown> {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (isRecordRef(value)) return required(recordId(value.$ref), `record "${value.$ref}"`);
    if (isProfileRef(value)) return required(profileId(value.$profile), `profile "${value.$profile}"`);
    return value;
  };
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, resolve(value)]));
}

const required = (id: number | undefined, what: string) => {
  if (id === undefined) throw new Error(`demo data: unknown ${what} (define it before it is referenced)`);
  return id;
};

const DAY_MS = 86_400_000;

/** Dates relative to the day the demo is seeded: lists always show something current. */
export function demoCalendar(now: Date) {
  const today = Date.parse(`${berlinToday(now)}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // getUTCDay: 0 = Sunday; Monday of the current week.
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return {
    year: new Date(today).getUTCFullYear(),
    /** `offset` days from today. */
    day: (offset: number) => iso(today + offset * DAY_MS),
    /** Weekday `weekday` (1 = Monday … 5 = Friday) of the week `weeks` from this one. */
    weekday: (weeks: number, weekday: number) => iso(monday + (weeks * 7 + weekday - 1) * DAY_MS),
  };
}
export type DemoCalendar = ReturnType<typeof demoCalendar>;

export interface Address {
  street: string;
  zip: string;
  city: string;
  country?: string;
}

const addressData = ({ street, zip, city, country = 'DE' }: Address) => ({ street, zip, city, country });

/** A company customer or vendor. */
export const company = (
  key: string,
  name: string,
  address: Address,
  extra: Record<string, unknown> = {},
): { key: string; data: Record<string, unknown> } => ({
  key,
  data: { kind: 'company', company_name: name, ...addressData(address), ...extra },
});

/** A private person as customer or vendor. */
export const person = (
  key: string,
  [salutation, firstName, lastName]: [string, string, string],
  address: Address,
  extra: Record<string, unknown> = {},
): { key: string; data: Record<string, unknown> } => ({
  key,
  data: {
    kind: 'person',
    salutation,
    first_name: firstName,
    last_name: lastName,
    ...addressData(address),
    ...extra,
  },
});

/** A contact person of a customer or vendor. */
export const contact = (
  companyKey: string,
  [salutation, firstName, lastName]: [string, string, string],
  role: string,
  extra: Record<string, unknown> = {},
): DemoRecord => ({
  type: 'contacts',
  data: {
    company: ref(companyKey),
    salutation,
    first_name: firstName,
    last_name: lastName,
    role,
    ...extra,
  },
});

/** Payment terms: days, and optionally Skonto percent within Skonto days. */
export const terms = (days: number, skonto?: [percent: string, days: number]) => ({
  payment_term_days: days,
  ...(skonto && { skonto_percent: skonto[0], skonto_days: skonto[1] }),
});

/** An article or service; 19 % VAT on revenue account 8400 (SKR03) unless `extra` says otherwise. */
export const article = (
  kind: 'product' | 'service',
  name: string,
  unit: string,
  netPrice: string,
  extra: Record<string, unknown> = {},
): DemoRecord => ({
  type: 'articles',
  data: { kind, name, unit, net_price: netPrice, vat_rate: '19', revenue_account: '8400', ...extra },
});

/** A cost centre with its hand-typed number. */
export const costCentre = (number: string, name: string, description?: string): DemoRecord => ({
  type: 'costcentres',
  number,
  data: { name, description },
});

/** A task; `project` is the key of a demo project or undefined for a task of its own. */
export const task = (
  title: string,
  project: string | undefined,
  assignee: DemoProfile,
  dueDate: string,
  status: 'open' | 'inProgress' | 'done',
  description?: string,
): DemoRecord => ({
  type: 'tasks',
  data: {
    title,
    project: project ? ref(project) : undefined,
    assignee: profileRef(assignee),
    due_date: dueDate,
    status,
    description,
  },
});

/** An absence of a demo person from `from` to `to` (inclusive). */
export const absence = (
  profile: DemoProfile,
  kind: 'vacation' | 'sick' | 'specialLeave' | 'overtimeReduction' | 'school',
  [from, to]: [string, string],
  status: 'requested' | 'approved' | 'rejected',
  extra: Record<string, unknown> = {},
): DemoRecord => ({
  type: 'absences',
  data: { profile: profileRef(profile), kind, from, to, status, ...extra },
});
