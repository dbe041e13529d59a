import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { LetterStatus } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { entities, letterSeries, letters } from '../../db/schema/index.ts';

export type LetterRow = typeof letters.$inferSelect;
export type LetterValues = Omit<
  typeof letters.$inferInsert,
  'tenantId' | 'id' | 'version' | 'createdAt' | 'updatedAt'
>;
export type LetterSeriesRow = typeof letterSeries.$inferSelect;

/** A letter with its recipient's current name (the record may have been renamed since). */
export interface LetterListRow {
  row: LetterRow;
  recipientName: string | null;
}

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listLetterRows(
  tx: Tx,
  filter: { status?: LetterStatus; q?: string },
  limit = 200,
): Promise<LetterListRow[]> {
  const parts: (SQL | undefined)[] = [];
  if (filter.status) parts.push(eq(letters.status, filter.status));
  if (filter.q) {
    const like = escapeLike(filter.q);
    parts.push(or(ilike(letters.subject, like), ilike(entities.name, like)));
  }
  const rows = await tx
    .select({ row: letters, recipientName: entities.name })
    .from(letters)
    .leftJoin(entities, and(eq(entities.tenantId, letters.tenantId), eq(entities.id, letters.recipientId)))
    .where(and(...parts))
    .orderBy(desc(letters.createdAt), desc(letters.id))
    .limit(limit);
  return rows;
}

export const findLetterById = async (tx: Tx, id: number) =>
  (await tx.select().from(letters).where(eq(letters.id, id)))[0];

export const findLetterByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(letters).where(eq(letters.id, id)).for('update'))[0];

export const insertLetter = async (tx: Tx, tenantId: number, values: LetterValues) =>
  (
    await tx
      .insert(letters)
      .values({ ...values, tenantId })
      .returning()
  )[0]!;

/** Changes a letter if it still has `version`; undefined when someone else saved in between. */
export const updateLetterIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: Partial<LetterValues>,
) =>
  (
    await tx
      .update(letters)
      .set({ ...values, version: sql`${letters.version} + 1`, updatedAt: new Date() })
      .where(and(eq(letters.id, id), eq(letters.version, version)))
      .returning()
  )[0];

export const deleteLetterRow = async (tx: Tx, id: number) =>
  (await tx.delete(letters).where(eq(letters.id, id)).returning({ id: letters.id }))[0];

export const insertLetterSeries = async (
  tx: Tx,
  tenantId: number,
  values: Omit<typeof letterSeries.$inferInsert, 'tenantId' | 'id' | 'createdAt'>,
) =>
  (
    await tx
      .insert(letterSeries)
      .values({ ...values, tenantId })
      .returning()
  )[0]!;

export const findLetterSeriesById = async (tx: Tx, id: number) =>
  (await tx.select().from(letterSeries).where(eq(letterSeries.id, id)))[0];
