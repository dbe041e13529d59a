import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Only used inside foreign-key callbacks, which drizzle evaluates lazily: the import cycle
// (files → columns → tenancy) is harmless.
import { files } from './files.schema.ts';
import { users } from './identity.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A company using Kontor ("Mandant"). Visible to the app role only as the active tenant (RLS on id). */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('tenants_id_positive', sql`${t.id} > 0`)],
);

/** Company data printed on documents; one row per tenant. */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: integer('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    legalForm: text('legal_form'),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    country: text('country').notNull().default('DE'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    managingDirectors: text('managing_directors'),
    registerCourt: text('register_court'),
    registerNumber: text('register_number'),
    taxNumber: text('tax_number'),
    vatId: text('vat_id'),
    iban: text('iban'),
    bic: text('bic'),
    bankName: text('bank_name'),
    /** Kleinunternehmer (§19 UStG): documents carry no VAT and the §19 note. */
    smallBusiness: boolean('small_business').notNull().default(false),
    /** E-invoice output for customers without their own preference. */
    einvoiceFormat: text('einvoice_format').notNull().default('zugferd'),
    /** Letterhead logo (a PNG/JPEG in the files module). */
    logoFileId: integer('logo_file_id'),
    /** Kontenrahmen SKR03/SKR04; fixed by a trigger once the tenant has journal entries. */
    chartOfAccounts: text('chart_of_accounts').notNull().default('SKR03'),
    /** DATEV Beraternummer and Mandantennummer of the tax adviser's books (EXTF header). */
    datevConsultantNumber: integer('datev_consultant_number'),
    datevClientNumber: integer('datev_client_number'),
    /** Largest rest of an invoice a payment may write off ("ausbuchen"), in euros. */
    writeOffTolerance: numeric('write_off_tolerance', { precision: 14, scale: 2 }).notNull().default('1.00'),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Deleting the logo file is refused while it is the letterhead (the settings keep their history).
    foreignKey({ columns: [t.tenantId, t.logoFileId], foreignColumns: [files.tenantId, files.id] }),
    check('tenant_settings_chart_known', sql`${t.chartOfAccounts} in ('SKR03', 'SKR04')`),
  ],
);

/** A named set of permission strings, per tenant. */
export const roles = pgTable(
  'roles',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSystem: boolean('is_system').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('roles_tenant_name').on(t.tenantId, t.name)],
);

/** Which user works in which tenant, with which role. */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('memberships_tenant_user').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
  ],
);

/** A person's employee record in a tenant; may exist without a user account. */
export const profiles = pgTable(
  'profiles',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    position: text('position'),
    personnelNumber: text('personnel_number'),
    // Working time (issue #16): where public holidays come from and the contractual target.
    /** Bundesland code (BY, BE, …) of the workplace. */
    federalState: text('federal_state'),
    /** Municipal holiday rule of @kontor/working-times (BY_AUGSBURG, SN_FRONLEICHNAM, …). */
    holidayMunicipality: text('holiday_municipality'),
    weeklyHours: numeric('weekly_hours', { precision: 5, scale: 2 }),
    /** ISO weekdays worked, 1 = Monday … 7 = Sunday. */
    workDays: integer('work_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::integer[]`),
    vacationDaysPerYear: numeric('vacation_days_per_year', { precision: 4, scale: 1 }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('profiles_tenant_user').on(t.tenantId, t.userId),
  ],
);

/**
 * An invitation into a tenant for an e-mail address. The person accepts it (mail link or the
 * notice after sign-in); only then the membership and profile exist. `new_account`: the account
 * was created for this invitation, so its first sign-in with the initial password accepts it.
 */
export const invitations = pgTable(
  'invitations',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    roleId: integer('role_id').notNull(),
    /** First name, last name, position … as the admin entered them; the profile is made from these. */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position'),
    phone: text('phone'),
    personnelNumber: text('personnel_number'),
    newAccount: boolean('new_account').notNull().default(false),
    /** SHA-256 of the mail link's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('invitations_token').on(t.tokenHash),
    // One open invitation per address and tenant.
    uniqueIndex('invitations_open_email')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.declinedAt} is null and ${t.revokedAt} is null`),
    index('invitations_email').on(sql`lower(${t.email})`),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
  ],
);
