import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  incomingInvoiceLines,
  incomingInvoiceStatusChanges,
  incomingInvoices,
} from '../../db/schema/index.ts';

// Owner of incoming_invoices, incoming_invoice_lines and incoming_invoice_status_changes. RLS
// confines every statement to the transaction's tenant.

export type IncomingInvoiceRow = typeof incomingInvoices.$inferSelect;
export type NewIncomingInvoice = typeof incomingInvoices.$inferInsert;
export type BookingLineRow = typeof incomingInvoiceLines.$inferSelect;

export const insertIncomingInvoice = async (tx: Tx, row: NewIncomingInvoice) =>
  (await tx.insert(incomingInvoices).values(row).returning())[0]!;

export const findIncomingInvoice = async (tx: Tx, id: number) =>
  (await tx.select().from(incomingInvoices).where(eq(incomingInvoices.id, id)))[0];

export const findIncomingInvoiceForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(incomingInvoices).where(eq(incomingInvoices.id, id)).for('update'))[0];

export const updateIncomingInvoice = async (
  tx: Tx,
  id: number,
  values: Partial<Omit<NewIncomingInvoice, 'tenantId' | 'id'>>,
) =>
  (
    await tx
      .update(incomingInvoices)
      .set({ ...values, updatedAt: new Date(), version: sql`${incomingInvoices.version} + 1` })
      .where(eq(incomingInvoices.id, id))
      .returning()
  )[0]!;

/** Earlier invoices with the same file bytes, or (for the vendor check) of one vendor. */
export const findInvoicesBySha256 = (tx: Tx, sha256: string) =>
  tx
    .select({ id: incomingInvoices.id })
    .from(incomingInvoices)
    .where(eq(incomingInvoices.fileSha256, sha256))
    .orderBy(asc(incomingInvoices.id));

export const findInvoiceNumbersOfVendor = (tx: Tx, vendorId: number, exceptId?: number) =>
  tx
    .select({ id: incomingInvoices.id, number: incomingInvoices.number })
    .from(incomingInvoices)
    .where(
      and(
        eq(incomingInvoices.vendorId, vendorId),
        isNotNull(incomingInvoices.number),
        ne(incomingInvoices.status, 'rejected'),
        exceptId === undefined ? undefined : ne(incomingInvoices.id, exceptId),
      ),
    )
    .orderBy(asc(incomingInvoices.id));

/** The accounts last used for a vendor's invoices, newest first (booking-line suggestion). */
export const findRecentAccountsOfVendor = async (tx: Tx, vendorId: number) =>
  (
    await tx
      .select({ account: incomingInvoiceLines.account })
      .from(incomingInvoiceLines)
      .innerJoin(
        incomingInvoices,
        and(
          eq(incomingInvoices.tenantId, incomingInvoiceLines.tenantId),
          eq(incomingInvoices.id, incomingInvoiceLines.invoiceId),
        ),
      )
      .where(
        and(eq(incomingInvoices.vendorId, vendorId), inArray(incomingInvoices.status, ['approved', 'paid'])),
      )
      .orderBy(desc(incomingInvoices.id), asc(incomingInvoiceLines.position))
      .limit(1)
  ).map((r) => r.account);

export interface IncomingInvoiceFilter {
  status?: string;
  due?: 'due7' | 'skonto';
  q?: string;
  /** YYYY-MM-DD, the day "in 7 days" counts from. */
  today: string;
}

export const listIncomingInvoiceRows = (tx: Tx, filter: IncomingInvoiceFilter) => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(incomingInvoices.status, filter.status));
  const inSevenDays = sql`(${filter.today}::date + 7)`;
  const open = inArray(incomingInvoices.status, ['draft', 'review', 'approved']);
  if (filter.due === 'due7') conditions.push(open, lte(incomingInvoices.dueDate, inSevenDays));
  if (filter.due === 'skonto')
    conditions.push(
      open,
      lte(incomingInvoices.skontoUntil, inSevenDays),
      sql`${incomingInvoices.skontoUntil} >= ${filter.today}::date`,
    );
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(incomingInvoices.searchText, pattern), ilike(incomingInvoices.number, pattern)));
  }
  return tx
    .select()
    .from(incomingInvoices)
    .where(and(...conditions))
    .orderBy(desc(incomingInvoices.createdAt), desc(incomingInvoices.id))
    .limit(500);
};

/** Approved or paid invoices dated in [from, to], in date order (what the journal booked). */
export const listBookedInPeriod = (tx: Tx, from: string, to: string) =>
  tx
    .select()
    .from(incomingInvoices)
    .where(
      and(
        inArray(incomingInvoices.status, ['approved', 'paid']),
        gte(incomingInvoices.issueDate, from),
        lte(incomingInvoices.issueDate, to),
      ),
    )
    .orderBy(asc(incomingInvoices.issueDate), asc(incomingInvoices.id));

export const findBookingLines = (tx: Tx, invoiceId: number) =>
  tx
    .select()
    .from(incomingInvoiceLines)
    .where(eq(incomingInvoiceLines.invoiceId, invoiceId))
    .orderBy(asc(incomingInvoiceLines.position));

export async function replaceBookingLines(
  tx: Tx,
  tenantId: number,
  invoiceId: number,
  lines: readonly Omit<typeof incomingInvoiceLines.$inferInsert, 'tenantId' | 'invoiceId' | 'position'>[],
) {
  await tx.delete(incomingInvoiceLines).where(eq(incomingInvoiceLines.invoiceId, invoiceId));
  if (lines.length === 0) return;
  await tx
    .insert(incomingInvoiceLines)
    .values(lines.map((line, index) => ({ ...line, tenantId, invoiceId, position: index + 1 })));
}

export const insertStatusChange = (tx: Tx, row: typeof incomingInvoiceStatusChanges.$inferInsert) =>
  tx.insert(incomingInvoiceStatusChanges).values(row);

export const findStatusChanges = (tx: Tx, invoiceId: number) =>
  tx
    .select()
    .from(incomingInvoiceStatusChanges)
    .where(eq(incomingInvoiceStatusChanges.invoiceId, invoiceId))
    .orderBy(asc(incomingInvoiceStatusChanges.id));

/**
 * Sets the OCR state inside `extracted` of an invoice not yet approved, without a new version
 * (progress is no edit). `from`: only when the state is one of these (claiming a job).
 */
export const setOcrState = async (
  tx: Tx,
  id: number,
  ocr: { status: string; progress: number; error: string | null },
  from?: readonly string[],
) =>
  (
    await tx
      .update(incomingInvoices)
      .set({
        extracted: sql`jsonb_set(${incomingInvoices.extracted}, '{ocr}', ${JSON.stringify(ocr)}::jsonb)`,
      })
      .where(
        and(
          eq(incomingInvoices.id, id),
          inArray(incomingInvoices.status, ['draft', 'review', 'rejected']),
          from ? inArray(sql`${incomingInvoices.extracted}->'ocr'->>'status'`, [...from]) : undefined,
        ),
      )
      .returning({ id: incomingInvoices.id })
  ).length === 1;

/** Net costs booked on a project: incoming-invoice lines with it, rejected invoices left out. */
export async function sumProjectCosts(tx: Tx, tenantId: number, projectId: number) {
  const [row] = await tx
    .select({ net: sql<string>`coalesce(sum(${incomingInvoiceLines.net}), 0)` })
    .from(incomingInvoiceLines)
    .innerJoin(
      incomingInvoices,
      and(
        eq(incomingInvoices.tenantId, incomingInvoiceLines.tenantId),
        eq(incomingInvoices.id, incomingInvoiceLines.invoiceId),
      ),
    )
    .where(
      and(
        eq(incomingInvoiceLines.tenantId, tenantId),
        eq(incomingInvoiceLines.projectId, projectId),
        ne(incomingInvoices.status, 'rejected'),
      ),
    );
  return Number(row?.net ?? 0);
}
