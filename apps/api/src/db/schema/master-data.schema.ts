import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { profiles } from './tenancy.schema.ts';

/**
 * One record of a registry type (customers, vendors, contacts, articles, projects, tasks,
 * costcentres, absences). The registry in @kontor/contracts defines and validates `data`; the
 * typed columns exist for what every list needs fast: number, display name, search text.
 */
export const entities = pgTable(
  'entities',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    type: text('type').notNull(),
    number: text('number'),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    /** Lower-cased searchable fields joined by spaces, indexed with trigrams for substring search. */
    searchText: text('search_text').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('entities_tenant_type_number').on(t.tenantId, t.type, t.number),
    index('entities_tenant_type_name').on(t.tenantId, t.type, sql`kontor_sort_key(${t.name})`, t.id),
    index('entities_tenant_type_updated').on(t.tenantId, t.type, t.updatedAt),
    // Counting a type's active records (the list total) reads only this small index.
    index('entities_tenant_type_active')
      .on(t.tenantId, t.type)
      .where(sql`${t.archivedAt} is null`),
    index('entities_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * A reference from one record to another (contact → customer, task → project, reference custom
 * fields). RESTRICT makes the database refuse to delete a record that is still referenced.
 */
export const entityLinks = pgTable(
  'entity_links',
  {
    tenantId: tenantId(),
    sourceId: integer('source_id').notNull(),
    field: text('field').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sourceId, t.field, t.targetId] }),
    index('entity_links_target').on(t.tenantId, t.targetId),
    foreignKey({
      columns: [t.tenantId, t.sourceId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.targetId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
  ],
);

/**
 * A reference from a record to a person (absence → employee, task → assignee, project members,
 * profile custom fields): the profile twin of `entity_links`, so the database checks that the
 * person belongs to the same tenant.
 */
export const entityProfileLinks = pgTable(
  'entity_profile_links',
  {
    tenantId: tenantId(),
    sourceId: integer('source_id').notNull(),
    field: text('field').notNull(),
    profileId: integer('profile_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sourceId, t.field, t.profileId] }),
    index('entity_profile_links_profile').on(t.tenantId, t.profileId),
    foreignKey({
      columns: [t.tenantId, t.sourceId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('restrict'),
  ],
);

/** A tenant-defined extra field of a registry type. Deleting sets `deleted_at`; values stay in `entities.custom`. */
export const customFieldDefinitions = pgTable(
  'custom_field_definitions',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    entityType: text('entity_type').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
    referenceType: text('reference_type'),
    sortOrder: integer('sort_order').notNull().default(0),
    showInList: boolean('show_in_list').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('custom_field_definitions_key').on(t.tenantId, t.entityType, t.key),
  ],
);

/** Counter and pattern per number-range key; allocation locks the row inside the creating transaction. */
export const numberRanges = pgTable(
  'number_ranges',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    pattern: text('pattern').notNull(),
    nextCounter: integer('next_counter').notNull().default(1),
    resetYearly: boolean('reset_yearly').notNull().default(false),
    /** The year `next_counter` belongs to; a new year restarts the counter when `reset_yearly`. */
    counterYear: integer('counter_year').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** Named texts with placeholders for document intro/outro, e-mails and letters. */
export const textTemplates = pgTable(
  'text_templates',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    usage: text('usage').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Intro and closing texts: the document types (or Mahnstufen, `dunningLevel1`) this text is the standard for. */
    documentTypes: text('document_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('text_templates_name').on(t.tenantId, sql`lower(${t.name})`),
    // At most one default per usage; intro and closing texts have one per document type or Mahnstufe (the service keeps that).
    uniqueIndex('text_templates_default')
      .on(t.tenantId, t.usage)
      .where(
        sql`${t.isDefault} AND ${t.usage} NOT IN ('documentIntro', 'documentOutro', 'dunningIntro', 'dunningOutro')`,
      ),
  ],
);
