import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { receivableTypes } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { documentArchive, documentLinks, documentPayments, documents } from '../../db/schema/index.ts';

// RLS confines every statement to the transaction's tenant; the explicit tenant_id conditions
// let the planner use the composite keys.

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;
/** What a draft save writes (everything but identity and lifecycle). */
export type DraftValues = Pick<
  DocumentInsert,
  | 'customerId'
  | 'customerName'
  | 'documentDate'
  | 'dueDate'
  | 'header'
  | 'lines'
  | 'netTotal'
  | 'vatTotal'
  | 'grossTotal'
  | 'prepaidTotal'
  | 'payableTotal'
  | 'searchText'
>;
export type PaymentRow = typeof documentPayments.$inferSelect;
export type ArchiveRow = typeof documentArchive.$inferSelect;
export type LinkRow = typeof documentLinks.$inferSelect;

const byId = (tenantId: number, id: number) => and(eq(documents.tenantId, tenantId), eq(documents.id, id));

export const findDocumentById = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select().from(documents).where(byId(tenantId, id)))[0];

export const findDocumentByIdForUpdate = async (tx: Tx, tenantId: number, id: number) =>
  (await tx.select().from(documents).where(byId(tenantId, id)).for('update'))[0];

export const findDocumentsByIds = (tx: Tx, tenantId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as DocumentRow[])
    : tx
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, [...ids])))
        .orderBy(asc(documents.id))
        .for('update');

/** Numbers of documents by id in the transaction's tenant (RLS), for other areas' lists. */
export const listDocumentNumbers = (tx: Tx, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: documents.id, number: documents.number })
        .from(documents)
        .where(inArray(documents.id, [...new Set(ids)]));

export const insertDocument = async (
  tx: Tx,
  row: DraftValues & { tenantId: number; type: string; createdBy: number | null },
) => (await tx.insert(documents).values(row).returning())[0]!;

/** Writes a draft only while the stored version is the one the caller read (optimistic locking). */
export const updateDraftIfVersion = async (
  tx: Tx,
  tenantId: number,
  id: number,
  version: number,
  values: DraftValues,
) =>
  (
    await tx
      .update(documents)
      .set({ ...values, version: sql`${documents.version} + 1`, updatedAt: new Date() })
      .where(and(byId(tenantId, id), eq(documents.version, version), eq(documents.status, 'draft')))
      .returning()
  )[0];

export const deleteDraft = async (tx: Tx, tenantId: number, id: number) =>
  (
    await tx
      .delete(documents)
      .where(and(byId(tenantId, id), eq(documents.status, 'draft')))
      .returning({ id: documents.id })
  ).length > 0;

/** The one write that turns a draft into a finalized document (the trigger guards it from then on). */
export const storeFinalized = async (
  tx: Tx,
  tenantId: number,
  id: number,
  values: DraftValues & {
    number: string;
    snapshot: Record<string, unknown>;
    finalizedAt: Date;
    finalizedBy: number | null;
  },
) =>
  (
    await tx
      .update(documents)
      .set({ ...values, status: 'finalized', version: sql`${documents.version} + 1`, updatedAt: new Date() })
      .where(and(byId(tenantId, id), eq(documents.status, 'draft')))
      .returning()
  )[0]!;

/** Lifecycle columns only (status, paid, sent, dunning) — what the trigger allows after finalizing. */
export const updateLifecycle = async (
  tx: Tx,
  tenantId: number,
  id: number,
  values: Partial<Pick<DocumentInsert, 'status' | 'paidTotal' | 'sentAt' | 'dunningLevel'>>,
) =>
  (
    await tx
      .update(documents)
      .set({ ...values, version: sql`${documents.version} + 1`, updatedAt: new Date() })
      .where(byId(tenantId, id))
      .returning()
  )[0]!;

/** Statuses of a finalized receivable that may still be unpaid (cancelled and paid ones are done). */
const openStatuses = ['finalized', 'sent', 'partiallyPaid'];
const openAmount = sql<string>`(${documents.payableTotal} - ${documents.paidTotal})`;

/** Receivables past their due date with something left to pay, oldest due date first. */
export const listOverdueReceivableRows = (tx: Tx, asOf: string) =>
  tx
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      customerId: documents.customerId,
      customerName: documents.customerName,
      documentDate: documents.documentDate,
      dueDate: sql<string>`${documents.dueDate}::text`,
      payable: documents.payableTotal,
      paid: documents.paidTotal,
      open: sql<string>`${openAmount}::numeric(14,2)::text`,
      dunningLevel: documents.dunningLevel,
    })
    .from(documents)
    .where(
      and(
        inArray(documents.type, [...receivableTypes]),
        inArray(documents.status, openStatuses),
        lt(documents.dueDate, asOf),
        gt(openAmount, sql`0`),
      ),
    )
    .orderBy(asc(documents.dueDate), asc(documents.id));

/** Receivables with something left to pay and a due date in `from`–`to`, for the calendar. */
export const listOpenReceivablesDueBetween = (tx: Tx, from: string, to: string) =>
  tx
    .select({
      id: documents.id,
      number: documents.number,
      customerName: documents.customerName,
      dueDate: sql<string>`${documents.dueDate}::text`,
      open: sql<string>`${openAmount}::numeric(14,2)::text`,
    })
    .from(documents)
    .where(
      and(
        inArray(documents.type, [...receivableTypes]),
        inArray(documents.status, openStatuses),
        sql`${documents.dueDate} between ${from} and ${to}`,
        gt(openAmount, sql`0`),
      ),
    )
    .orderBy(asc(documents.dueDate), asc(documents.id));

export const listPayments = (tx: Tx, tenantId: number, documentId: number) =>
  tx
    .select()
    .from(documentPayments)
    .where(and(eq(documentPayments.tenantId, tenantId), eq(documentPayments.documentId, documentId)))
    .orderBy(asc(documentPayments.paidOn), asc(documentPayments.id));

export const insertPayment = async (tx: Tx, row: typeof documentPayments.$inferInsert) =>
  (await tx.insert(documentPayments).values(row).returning())[0]!;

export const reversePayment = async (tx: Tx, tenantId: number, documentId: number, id: number) =>
  (
    await tx
      .update(documentPayments)
      .set({ reversedAt: new Date() })
      .where(
        and(
          eq(documentPayments.tenantId, tenantId),
          eq(documentPayments.documentId, documentId),
          eq(documentPayments.id, id),
          sql`${documentPayments.reversedAt} is null`,
        ),
      )
      .returning()
  )[0];

/** What the payments not reversed settle (money, Skonto, write-offs), as a decimal string. */
export const sumActivePayments = async (tx: Tx, tenantId: number, documentId: number) =>
  (
    await tx
      .select({
        total: sql<string>`coalesce(sum(${documentPayments.amount} + ${documentPayments.skonto} + ${documentPayments.writtenOff}), 0)::text`,
      })
      .from(documentPayments)
      .where(
        and(
          eq(documentPayments.tenantId, tenantId),
          eq(documentPayments.documentId, documentId),
          sql`${documentPayments.reversedAt} is null`,
        ),
      )
  )[0]!.total;

export const insertLink = (tx: Tx, row: typeof documentLinks.$inferInsert) =>
  tx.insert(documentLinks).values(row).onConflictDoNothing();

/** Links of a document in both directions, with the other document's summary. */
export const listLinksOf = (tx: Tx, tenantId: number, id: number) =>
  tx
    .select({
      link: documentLinks,
      other: {
        id: documents.id,
        type: documents.type,
        number: documents.number,
        status: documents.status,
        gross: documents.grossTotal,
        documentDate: documents.documentDate,
      },
    })
    .from(documentLinks)
    .innerJoin(
      documents,
      and(
        eq(documents.tenantId, documentLinks.tenantId),
        sql`${documents.id} = case when ${documentLinks.sourceId} = ${id} then ${documentLinks.targetId} else ${documentLinks.sourceId} end`,
      ),
    )
    .where(
      and(
        eq(documentLinks.tenantId, tenantId),
        or(eq(documentLinks.sourceId, id), eq(documentLinks.targetId, id)),
      ),
    )
    .orderBy(asc(documentLinks.createdAt));

/**
 * Links of `kind` pointing at any of `targetIds` whose source still stands (not cancelled) —
 * e.g. advances already deducted by another final invoice.
 */
export const findLinksToTargets = (tx: Tx, tenantId: number, kind: string, targetIds: readonly number[]) =>
  targetIds.length === 0
    ? Promise.resolve([] as LinkRow[])
    : tx
        .select({
          tenantId: documentLinks.tenantId,
          sourceId: documentLinks.sourceId,
          targetId: documentLinks.targetId,
          kind: documentLinks.kind,
          createdAt: documentLinks.createdAt,
        })
        .from(documentLinks)
        .innerJoin(
          documents,
          and(eq(documents.tenantId, documentLinks.tenantId), eq(documents.id, documentLinks.sourceId)),
        )
        .where(
          and(
            eq(documentLinks.tenantId, tenantId),
            eq(documentLinks.kind, kind),
            inArray(documentLinks.targetId, [...targetIds]),
            sql`${documents.status} <> 'cancelled'`,
          ),
        );

/** Removes the links of a draft before it is deleted (conversion / credit-note origin). */
export const deleteLinksOfDraft = (tx: Tx, tenantId: number, id: number) =>
  tx
    .delete(documentLinks)
    .where(
      and(
        eq(documentLinks.tenantId, tenantId),
        or(eq(documentLinks.sourceId, id), eq(documentLinks.targetId, id)),
      ),
    );

export const findLinkFrom = async (tx: Tx, tenantId: number, sourceId: number, kind: string) =>
  (
    await tx
      .select()
      .from(documentLinks)
      .where(
        and(
          eq(documentLinks.tenantId, tenantId),
          eq(documentLinks.sourceId, sourceId),
          eq(documentLinks.kind, kind),
        ),
      )
      .limit(1)
  )[0];

export const listArchive = (tx: Tx, tenantId: number, documentId: number) =>
  tx
    .select()
    .from(documentArchive)
    .where(and(eq(documentArchive.tenantId, tenantId), eq(documentArchive.documentId, documentId)))
    .orderBy(asc(documentArchive.createdAt), asc(documentArchive.kind));

export const insertArchiveFile = (tx: Tx, row: typeof documentArchive.$inferInsert) =>
  tx.insert(documentArchive).values(row);

/** The tenant the transaction is bound to (withTenant), for services called without a request. */
export const currentTenantId = async (tx: Tx) => {
  const [row] = await queryRows<{ id: string | null }>(
    tx,
    sql`select nullif(current_setting('app.tenant_id', true), '') as id`,
  );
  const id = Number(row?.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('transaction without tenant');
  return id;
};

/** Finalized documents of the given types dated in [from, to], by date and number (GoBD export). */
export const listFinalizedInPeriod = (tx: Tx, types: readonly string[], from: string, to: string) =>
  tx
    .select()
    .from(documents)
    .where(
      and(
        inArray(documents.type, [...types]),
        sql`${documents.number} is not null`,
        sql`${documents.documentDate} between ${from} and ${to}`,
      ),
    )
    .orderBy(asc(documents.documentDate), asc(documents.number));

/** The archive rows of several documents (GoBD export: the originals beside the CSV). */
export const listArchiveOfDocuments = (tx: Tx, documentIds: readonly number[]) =>
  documentIds.length === 0
    ? Promise.resolve([] as ArchiveRow[])
    : tx
        .select()
        .from(documentArchive)
        .where(inArray(documentArchive.documentId, [...documentIds]))
        .orderBy(asc(documentArchive.documentId), asc(documentArchive.kind));

/** The documents linked to a project (newest first), for the project overview. */
export async function listProjectDocuments(tx: Tx, tenantId: number, projectId: number) {
  const rows = await tx
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      status: documents.status,
      documentDate: documents.documentDate,
      netTotal: documents.netTotal,
    })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.projectId, projectId)))
    .orderBy(sql`${documents.documentDate} desc`, sql`${documents.id} desc`)
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    number: r.number,
    status: r.status,
    document_date: r.documentDate,
    net_total: Number(r.netTotal ?? 0),
  }));
}
