import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { documentTypes, isInvoiceLike, receivableTypes } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { documents } from '../../db/schema/index.ts';
import { openStatuses } from './document-mapper.ts';

const restAmount = sql`(${documents.payableTotal} - ${documents.paidTotal})`;

/**
 * Open and overdue receivables (the same rows the list shows for "offene Rechnungen" and
 * "Überfällig") and the number of drafts, in one pass over the (tenant, type, status) index.
 */
export async function sumOpenReceivables(tx: Tx, tenantId: number, today: string) {
  const isReceivable = sql`${documents.type} in (${sql.join(
    receivableTypes.map((t) => sql`${t}`),
    sql`, `,
  )}) and ${documents.status} in (${sql.join(
    openStatuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const isOverdue = sql`${isReceivable} and ${documents.dueDate} < ${today}::date and ${restAmount} > 0`;
  const [row] = await tx
    .select({
      openCount: sql<number>`(count(*) filter (where ${isReceivable}))::int`,
      openSum: sql<string>`coalesce(sum(${restAmount}) filter (where ${isReceivable}), 0)::text`,
      overdueCount: sql<number>`(count(*) filter (where ${isOverdue}))::int`,
      overdueSum: sql<string>`coalesce(sum(${restAmount}) filter (where ${isOverdue}), 0)::text`,
      draftCount: sql<number>`(count(*) filter (where ${documents.status} = 'draft'))::int`,
    })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), inArray(documents.status, [...openStatuses, 'draft'])));
  return row!;
}

export const revenueTypes = documentTypes.filter(isInvoiceLike);

/**
 * Net totals of the invoices, credit notes and Stornos of two calendar years per month and type;
 * `inPeriod` says whether the day of the month lies on or before `today`'s (for "same period").
 */
export const sumRevenueByMonth = (tx: Tx, tenantId: number, today: string) => {
  const year = Number(today.slice(0, 4));
  const dayOfMonth = today.slice(8, 10);
  const month = sql<number>`extract(month from ${documents.documentDate})::int`;
  const inPeriod = sql<boolean>`to_char(${documents.documentDate}, 'DD') <= ${dayOfMonth}`;
  return tx
    .select({
      year: sql<number>`extract(year from ${documents.documentDate})::int`,
      month,
      type: documents.type,
      inPeriod,
      net: sql<string>`coalesce(sum(${documents.netTotal}), 0)::text`,
    })
    .from(documents)
    .where(
      and(
        eq(documents.tenantId, tenantId),
        inArray(documents.type, revenueTypes),
        ne(documents.status, 'draft'),
        gte(documents.documentDate, `${year - 1}-01-01`),
        lte(documents.documentDate, `${year}-12-31`),
      ),
    )
    .groupBy(sql`1`, sql`2`, documents.type, sql`4`);
};
