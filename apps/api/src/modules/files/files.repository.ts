import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { fileLinks, files, users } from '../../db/schema/index.ts';
import { germanSortKey } from '../../db/german-sort.ts';

export type FileRow = typeof files.$inferSelect & { uploaderName: string | null };
export type FileLinkRow = typeof fileLinks.$inferSelect;
export type NewFileRow = Omit<typeof files.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

export interface FileFilter {
  folderId?: number | 'root' | undefined;
  nameContains?: string | undefined;
  tags?: string[];
  linkedTo?: { entity: string; entityId: string } | undefined;
}

export type FileOrder = 'created_at' | 'name' | 'size';

const selectFiles = (tx: Tx) =>
  tx
    .select({
      tenantId: files.tenantId,
      id: files.id,
      folderId: files.folderId,
      name: files.name,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      sha256: files.sha256,
      storageKey: files.storageKey,
      tags: files.tags,
      uploadedBy: files.uploadedBy,
      version: files.version,
      createdAt: files.createdAt,
      updatedAt: files.updatedAt,
      uploaderName: users.name,
    })
    .from(files)
    .leftJoin(users, eq(users.id, files.uploadedBy));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filter: FileFilter): (SQL | undefined)[] {
  const { folderId, nameContains, tags = [], linkedTo } = filter;
  return [
    folderId === 'root' ? isNull(files.folderId) : folderId ? eq(files.folderId, folderId) : undefined,
    nameContains ? ilike(files.name, `%${escapeLike(nameContains)}%`) : undefined,
    ...tags.map(
      (tag) => sql`exists (select 1 from unnest(${files.tags}) as t(tag) where lower(t.tag) = lower(${tag}))`,
    ),
    linkedTo
      ? sql`exists (select 1 from ${fileLinks} l where l.tenant_id = ${files.tenantId} and l.file_id = ${files.id} and l.entity = ${linkedTo.entity} and l.entity_id = ${linkedTo.entityId})`
      : undefined,
  ];
}

/** One page of files, newest first by default; RLS confines it to the transaction's tenant. */
export async function listFilePage(
  tx: Tx,
  filter: FileFilter,
  order: { by: FileOrder; descending: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: FileRow[]; total: number }> {
  const where = and(...filterConditions(filter));
  const column = { created_at: files.createdAt, name: germanSortKey(files.name), size: files.sizeBytes }[
    order.by
  ];
  const direction = order.descending ? desc : asc;
  const rows = await selectFiles(tx)
    .where(where)
    .orderBy(direction(column), direction(files.id))
    .limit(page.limit)
    .offset(page.offset);
  const counted = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(files)
    .where(where);
  return { rows, total: counted[0]?.total ?? 0 };
}

export const findFileById = async (tx: Tx, id: number): Promise<FileRow | undefined> =>
  (await selectFiles(tx).where(eq(files.id, id)))[0];

export const findFileByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(files).where(eq(files.id, id)).for('update'))[0];

export const insertFile = async (tx: Tx, row: NewFileRow) =>
  (await tx.insert(files).values(row).returning())[0]!;

export const updateFileFields = async (
  tx: Tx,
  id: number,
  fields: Partial<Pick<typeof files.$inferInsert, 'name' | 'folderId' | 'tags'>>,
) =>
  (
    await tx
      .update(files)
      .set({ ...fields, version: sql`${files.version} + 1`, updatedAt: new Date() })
      .where(eq(files.id, id))
      .returning()
  )[0];

export const deleteFileById = (tx: Tx, id: number) => tx.delete(files).where(eq(files.id, id));

/** Bytes the tenant's files take up. */
export const sumFileSizes = async (tx: Tx): Promise<number> =>
  (await tx.select({ used: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` }).from(files)).map((r) =>
    Number(r.used),
  )[0] ?? 0;

/**
 * Serialises uploads of one tenant until the transaction ends, so two uploads at the same moment
 * cannot both squeeze under the quota. The first key names the lock's purpose.
 */
export const lockTenantUploads = (tx: Tx, tenantId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${FILE_QUOTA_LOCK}, ${tenantId})`);
const FILE_QUOTA_LOCK = 0x6b6f6e66; // 'konf'

export const listLinksOfFiles = (tx: Tx, fileIds: number[]): Promise<FileLinkRow[]> =>
  fileIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(fileLinks)
        .where(inArray(fileLinks.fileId, fileIds))
        .orderBy(asc(fileLinks.createdAt), asc(fileLinks.entity), asc(fileLinks.entityId));

export const insertFileLink = async (
  tx: Tx,
  tenantId: number,
  fileId: number,
  entity: string,
  entityId: string,
) =>
  (
    await tx
      .insert(fileLinks)
      .values({ tenantId, fileId, entity, entityId })
      .onConflictDoNothing()
      .returning()
  )[0];

export const deleteFileLink = async (tx: Tx, fileId: number, entity: string, entityId: string) =>
  (
    await tx
      .delete(fileLinks)
      .where(
        and(eq(fileLinks.fileId, fileId), eq(fileLinks.entity, entity), eq(fileLinks.entityId, entityId)),
      )
      .returning()
  )[0];

/** Drops every attachment link of a deleted record; the files themselves stay in /files. */
export const deleteLinksOfRecord = (tx: Tx, entity: string, entityId: string) =>
  tx.delete(fileLinks).where(and(eq(fileLinks.entity, entity), eq(fileLinks.entityId, entityId)));
