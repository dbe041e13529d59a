import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { dunningNotices } from '../../db/schema/index.ts';

export type DunningNoticeRow = typeof dunningNotices.$inferSelect;
export type DunningNoticeValues = Omit<typeof dunningNotices.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

export const insertDunningNotice = async (tx: Tx, tenantId: number, values: DunningNoticeValues) =>
  (
    await tx
      .insert(dunningNotices)
      .values({ tenantId, ...values })
      .returning()
  )[0]!;

export const listDunningNoticeRows = (tx: Tx, documentId: number) =>
  tx
    .select()
    .from(dunningNotices)
    .where(eq(dunningNotices.documentId, documentId))
    .orderBy(desc(dunningNotices.level));

/** The notice of the highest level of each of the documents (the overview's "last notice"). */
export const listLatestNoticeRows = (tx: Tx, documentIds: readonly number[]) =>
  documentIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectDistinctOn([dunningNotices.documentId], {
          documentId: dunningNotices.documentId,
          id: dunningNotices.id,
          noticeDate: dunningNotices.noticeDate,
          dueDate: dunningNotices.dueDate,
        })
        .from(dunningNotices)
        .where(inArray(dunningNotices.documentId, [...documentIds]))
        .orderBy(dunningNotices.documentId, desc(dunningNotices.level));

export const findDunningNotice = async (tx: Tx, documentId: number, noticeId: number) =>
  (
    await tx
      .select()
      .from(dunningNotices)
      .where(and(eq(dunningNotices.documentId, documentId), eq(dunningNotices.id, noticeId)))
  )[0];

/** Only the sent time of a notice may change (trigger); the first send counts. */
export const markDunningNoticeSent = async (tx: Tx, noticeId: number, sentAt: Date) =>
  (
    await tx
      .update(dunningNotices)
      .set({ sentAt: sql`coalesce(${dunningNotices.sentAt}, ${sentAt.toISOString()}::timestamptz)` })
      .where(eq(dunningNotices.id, noticeId))
      .returning()
  )[0]!;
