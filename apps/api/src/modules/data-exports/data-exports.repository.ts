import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { dataExports, users } from '../../db/schema/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

export const insertDataExport = async (tx: Tx, row: typeof dataExports.$inferInsert) =>
  (await tx.insert(dataExports).values(row).returning())[0]!;

/** The last 50 exports, newest first, with the name of who started each. */
export const listDataExportRows = (tx: Tx) =>
  tx
    .select({ row: dataExports, name: users.name })
    .from(dataExports)
    .leftJoin(users, eq(users.id, dataExports.createdBy))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(50);

export const findDataExport = async (tx: Tx, id: number) =>
  (await tx.select().from(dataExports).where(eq(dataExports.id, id)))[0];

/** Moves a queued export to running; false when another run took it already (redelivered job). */
export const claimDataExport = async (tx: Tx, id: number) =>
  (
    await tx
      .update(dataExports)
      .set({ status: 'running', progress: 0 })
      .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued'])))
      .returning({ id: dataExports.id })
  ).length === 1;

export const setDataExportProgress = (tx: Tx, id: number, progress: number) =>
  tx.update(dataExports).set({ progress }).where(eq(dataExports.id, id));

export const finishDataExport = (
  tx: Tx,
  id: number,
  result: { filename: string; blobKey: string; sizeBytes: number },
) =>
  tx
    .update(dataExports)
    .set({ ...result, status: 'done', progress: 100, finishedAt: new Date() })
    .where(eq(dataExports.id, id));

export const failDataExport = (tx: Tx, id: number, error: string) =>
  tx
    .update(dataExports)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(dataExports.id, id));
