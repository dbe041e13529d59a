import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { receivableTypes } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { documents, dunningNotices, entities } from '../../db/schema/index.ts';

export type DunningNoticeRow = typeof dunningNotices.$inferSelect;
export type DunningNoticeValues = Omit<typeof dunningNotices.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

/** Statuses of a finalized receivable that may still be unpaid (cancelled and paid ones are done). */
const openStatuses = ['finalized', 'sent', 'partiallyPaid'];

const openAmount = sql<string>`(${documents.payableTotal} - ${documents.paidTotal})`;

/**
 * Receivables past their due date with something left to pay, oldest due date first, with the
 * customer's kind (business or consumer decides the interest margin) and the last notice.
 */
export const listOverdueInvoiceRows = (tx: Tx, asOf: string) =>
  tx
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      customerId: documents.customerId,
      customerName: documents.customerName,
      customerKind: sql<string | null>`${entities.data}->>'kind'`,
      documentDate: documents.documentDate,
      dueDate: sql<string>`${documents.dueDate}::text`,
      gross: documents.payableTotal,
      paid: documents.paidTotal,
      open: sql<string>`${openAmount}::numeric(14,2)::text`,
      level: documents.dunningLevel,
      lastNotice: sql<{ id: number; notice_date: string; due_date: string } | null>`(
        select json_build_object('id', n.id, 'notice_date', n.notice_date, 'due_date', n.due_date)
        from ${dunningNotices} n where n.document_id = ${documents.id}
        order by n.level desc limit 1)`,
    })
    .from(documents)
    .leftJoin(entities, eq(entities.id, documents.customerId))
    .where(
      and(
        inArray(documents.type, [...receivableTypes]),
        inArray(documents.status, openStatuses),
        lt(documents.dueDate, asOf),
        gt(openAmount, sql`0`),
      ),
    )
    .orderBy(asc(documents.dueDate), asc(documents.id));

const dunningTargetQuery = (tx: Tx, id: number) =>
  tx
    .select({
      id: documents.id,
      level: documents.dunningLevel,
      customerKind: sql<string | null>`(
        select e.data->>'kind' from ${entities} e where e.id = ${documents.customerId})`,
    })
    .from(documents)
    .where(eq(documents.id, id));

/** Mahnstufe and customer kind of an invoice. */
export const findDunningTarget = async (tx: Tx, id: number) => (await dunningTargetQuery(tx, id))[0];

/** The same, with the invoice row locked, so two people dunning at once get levels in order. */
export const lockDunningTarget = async (tx: Tx, id: number) =>
  (await dunningTargetQuery(tx, id).for('update', { of: documents }))[0];

export const insertDunningNotice = async (tx: Tx, tenantId: number, values: DunningNoticeValues) =>
  (
    await tx
      .insert(dunningNotices)
      .values({ tenantId, ...values })
      .returning()
  )[0]!;

/** The dunning level is a lifecycle column: the GoBD trigger lets it move on finalized documents. */
export const setDocumentDunningLevel = (tx: Tx, id: number, level: number) =>
  tx.update(documents).set({ dunningLevel: level, updatedAt: new Date() }).where(eq(documents.id, id));

export const listDunningNoticeRows = (tx: Tx, documentId: number) =>
  tx
    .select()
    .from(dunningNotices)
    .where(eq(dunningNotices.documentId, documentId))
    .orderBy(desc(dunningNotices.level));

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
