import { sql } from 'drizzle-orm';
import { entityTypes } from '@kontor/contracts';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { entities } from './master-data.schema.ts';

/** A folder in the tenant's file tree; `parent_id` null is the top level. */
export const fileFolders = pgTable(
  'file_folders',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      'restrict',
    ),
    uniqueIndex('file_folders_name').on(t.tenantId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  ],
);

/** An uploaded file's metadata; the bytes live in the blob store under `storage_key`. */
export const files = pgTable(
  'files',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    folderId: integer('folder_id'),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    uploadedBy: integer('uploaded_by'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.folderId],
      foreignColumns: [fileFolders.tenantId, fileFolders.id],
    }).onDelete('restrict'),
    index('files_folder').on(t.tenantId, t.folderId),
  ],
);

const masterDataKinds = entityTypes.map((type) => `'${type}'`).join(', ');

/**
 * A file attached to a record: `entity` and `entity_id` as in history items (the API's names).
 * The pair is polymorphic, so each kind of target gets a stored column with a real foreign key
 * (ADR 10): `entity_record_id` for master data. A new kind (documents, tickets …) adds its column,
 * its key and its case to the check.
 */
export const fileLinks = pgTable(
  'file_links',
  {
    tenantId: tenantId(),
    fileId: integer('file_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    entityRecordId: integer('entity_record_id').generatedAlwaysAs(
      sql.raw(
        `case when "entity" in (${masterDataKinds}) and "entity_id" ~ '^[1-9][0-9]{0,8}$' then "entity_id"::integer end`,
      ),
    ),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fileId, t.entity, t.entityId] }),
    index('file_links_record').on(t.tenantId, t.entity, t.entityId),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [files.tenantId, files.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.entityRecordId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('cascade'),
    // Every link names a record some foreign key checks: no free-form targets.
    check('file_links_target_known', sql`${t.entityRecordId} is not null`),
  ],
);
