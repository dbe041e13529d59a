import { sql } from 'drizzle-orm';
import {
  check,
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
import { files } from './files.schema.ts';
import { entities } from './master-data.schema.ts';

/** A tenant's own form (checklist, protocol): a list of fields, edited in /forms. */
export const formTemplates = pgTable(
  'form_templates',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** FormField[] (packages/contracts forms.schemas.ts). */
    fields: jsonb('fields').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('form_templates_name').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * A filled form. It keeps a copy of its template's fields, so later edits of the template never
 * change what was filled in. Once `signed` the row is evidence: a trigger refuses every change.
 */
export const formInstances = pgTable(
  'form_instances',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    /** The tenant template it came from; null for the built-in ones (`builtin_key`). */
    templateId: integer('template_id'),
    builtinKey: text('builtin_key'),
    title: text('title').notNull(),
    fields: jsonb('fields').notNull(),
    answers: jsonb('answers').notNull().default({}),
    customerId: integer('customer_id'),
    projectId: integer('project_id'),
    /** draft, signed. */
    status: text('status').notNull().default('draft'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedBy: integer('signed_by'),
    /** The archived PDF in the files module, with its SHA-256 as written. */
    pdfFileId: integer('pdf_file_id'),
    pdfSha256: text('pdf_sha256'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('form_instances_status').on(t.tenantId, t.status, t.updatedAt),
    foreignKey({
      columns: [t.tenantId, t.templateId],
      foreignColumns: [formTemplates.tenantId, formTemplates.id],
    }).onDelete('restrict'),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [entities.tenantId, entities.id] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [entities.tenantId, entities.id] }),
    foreignKey({ columns: [t.tenantId, t.pdfFileId], foreignColumns: [files.tenantId, files.id] }),
    check('form_instances_status_known', sql`${t.status} in ('draft', 'signed')`),
    check('form_instances_target', sql`${t.customerId} is not null or ${t.projectId} is not null`),
    check(
      'form_instances_signed_complete',
      sql`${t.status} = 'draft' or (${t.signedAt} is not null and ${t.pdfFileId} is not null and ${t.pdfSha256} is not null)`,
    ),
  ],
);
