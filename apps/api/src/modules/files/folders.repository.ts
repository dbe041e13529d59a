import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { fileFolders, files } from '../../db/schema/index.ts';
import { queryRows } from '../../db/query-rows.ts';
import { germanSortKey } from '../../db/german-sort.ts';

export type FolderRow = typeof fileFolders.$inferSelect;
export type FolderWithCounts = FolderRow & { fileCount: number; folderCount: number };

// Qualified by hand: inside a select list drizzle may render the outer table's columns unqualified.
const fileCount = sql<number>`(select count(*)::int from ${files} f where f.tenant_id = "file_folders"."tenant_id" and f.folder_id = "file_folders"."id")`;
const folderCount = sql<number>`(select count(*)::int from ${fileFolders} c where c.tenant_id = "file_folders"."tenant_id" and c.parent_id = "file_folders"."id")`;

const selectFolders = (tx: Tx) =>
  tx
    .select({
      tenantId: fileFolders.tenantId,
      id: fileFolders.id,
      parentId: fileFolders.parentId,
      name: fileFolders.name,
      createdAt: fileFolders.createdAt,
      fileCount,
      folderCount,
    })
    .from(fileFolders);

export const listFolderRows = (tx: Tx): Promise<FolderWithCounts[]> =>
  selectFolders(tx).orderBy(germanSortKey(fileFolders.name), asc(fileFolders.id));

export const findFolderById = async (tx: Tx, id: number): Promise<FolderWithCounts | undefined> =>
  (await selectFolders(tx).where(eq(fileFolders.id, id)))[0];

export const findFolderByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(fileFolders).where(eq(fileFolders.id, id)).for('update'))[0];

/** A folder of that name (ignoring case) beside which another one would stand. */
export const findFolderByName = async (tx: Tx, parentId: number | null, name: string) =>
  (
    await tx
      .select()
      .from(fileFolders)
      .where(
        and(
          parentId === null ? isNull(fileFolders.parentId) : eq(fileFolders.parentId, parentId),
          sql`lower(${fileFolders.name}) = lower(${name})`,
        ),
      )
  )[0];

/** The folder and every folder above it, nearest first. */
export const listFolderLineage = async (tx: Tx, id: number): Promise<number[]> =>
  (
    await queryRows<{ id: number }>(
      tx,
      sql`with recursive up(id, parent_id, depth) as (
            select id, parent_id, 0 from ${fileFolders} where id = ${id}
            union all
            select f.id, f.parent_id, up.depth + 1 from ${fileFolders} f join up on f.id = up.parent_id
            where up.depth < 1000
          )
          select id from up order by depth`,
    )
  ).map((row) => Number(row.id));

export const insertFolder = async (tx: Tx, tenantId: number, parentId: number | null, name: string) =>
  (await tx.insert(fileFolders).values({ tenantId, parentId, name }).returning())[0]!;

export const updateFolderRow = async (tx: Tx, id: number, parentId: number | null, name: string) =>
  (await tx.update(fileFolders).set({ parentId, name }).where(eq(fileFolders.id, id)).returning())[0];

export const deleteFolderById = (tx: Tx, id: number) => tx.delete(fileFolders).where(eq(fileFolders.id, id));

export const countFolderContents = async (tx: Tx, id: number) => {
  const [filesInside] = await tx.select({ value: count() }).from(files).where(eq(files.folderId, id));
  const [foldersInside] = await tx
    .select({ value: count() })
    .from(fileFolders)
    .where(eq(fileFolders.parentId, id));
  return { files: filesInside?.value ?? 0, folders: foldersInside?.value ?? 0 };
};
