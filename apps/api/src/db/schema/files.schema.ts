import { sql } from 'drizzle-orm';
import {
  bigint,
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

/** A file attached to a record of any area: `entity` and `entity_id` as in history items. */
export const fileLinks = pgTable(
  'file_links',
  {
    tenantId: tenantId(),
    fileId: integer('file_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fileId, t.entity, t.entityId] }),
    index('file_links_record').on(t.tenantId, t.entity, t.entityId),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [files.tenantId, files.id] }).onDelete(
      'cascade',
    ),
  ],
);
