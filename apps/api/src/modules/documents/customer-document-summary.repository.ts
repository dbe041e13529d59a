import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { receivableTypes, refundTypes } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { documents } from '../../db/schema/index.ts';
import { revenueTypes } from './document-dashboard.repository.ts';
import { openStatuses } from './document-mapper.ts';

// Every query reads the (tenant, customer, document date) index; RLS confines them to the tenant.

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const rest = sql`(coalesce(${documents.payableTotal}, 0) - coalesce(${documents.paidTotal}, 0))`;
const isOpenReceivable = sql`(${documents.type} in (${list(receivableTypes)}) and ${documents.status} in (${list(openStatuses)}) and ${rest} > 0)`;
const isOverdue = (today: string) => sql`(${isOpenReceivable} and ${documents.dueDate} < ${today}::date)`;
const ofCustomer = (tenantId: number, customerId: number) =>
  and(eq(documents.tenantId, tenantId), eq(documents.customerId, customerId));

/** Net revenue of one calendar year: invoices plus, credit notes and Stornos minus, drafts never. */
const revenueOf = (year: number): SQL<string> =>
  sql<string>`coalesce(sum(case when ${documents.type} in (${list(refundTypes)}) then -coalesce(${documents.netTotal}, 0) else coalesce(${documents.netTotal}, 0) end) filter (where ${documents.type} in (${list(revenueTypes)}) and ${documents.status} <> 'draft' and ${documents.documentDate} between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date), 0)::numeric(14,2)::text`;

/** Counts and sums over all of the customer's documents in one pass. */
export async function sumCustomerFigures(tx: Tx, tenantId: number, customerId: number, today: string) {
  const year = Number(today.slice(0, 4));
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      openCount: sql<number>`(count(*) filter (where ${isOpenReceivable}))::int`,
      openSum: sql<string>`coalesce(sum(${rest}) filter (where ${isOpenReceivable}), 0)::numeric(14,2)::text`,
      overdueCount: sql<number>`(count(*) filter (where ${isOverdue(today)}))::int`,
      overdueSum: sql<string>`coalesce(sum(${rest}) filter (where ${isOverdue(today)}), 0)::numeric(14,2)::text`,
      revenueCurrent: revenueOf(year),
      revenuePrevious: revenueOf(year - 1),
    })
    .from(documents)
    .where(ofCustomer(tenantId, customerId));
  return row!;
}

/** The customer's newest documents of any type and status. */
export const listCustomerRecentDocuments = (
  tx: Tx,
  tenantId: number,
  customerId: number,
  today: string,
  limit: number,
) =>
  tx
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      status: documents.status,
      overdue: sql<boolean>`coalesce(${isOverdue(today)}, false)`,
      documentDate: documents.documentDate,
      gross: sql<string>`coalesce(${documents.grossTotal}, 0)::numeric(14,2)::text`,
    })
    .from(documents)
    .where(ofCustomer(tenantId, customerId))
    .orderBy(desc(documents.documentDate), desc(documents.id))
    .limit(limit);

/** The customer's receivables with something left to pay, the oldest due date first. */
export const listCustomerOpenItems = (tx: Tx, tenantId: number, customerId: number, today: string) =>
  tx
    .select({
      id: documents.id,
      type: documents.type,
      number: documents.number,
      documentDate: documents.documentDate,
      dueDate: sql<string | null>`${documents.dueDate}::text`,
      gross: sql<string>`coalesce(${documents.grossTotal}, 0)::numeric(14,2)::text`,
      open: sql<string>`${rest}::numeric(14,2)::text`,
      daysOverdue: sql<number>`greatest(coalesce(${today}::date - ${documents.dueDate}, 0), 0)::int`,
    })
    .from(documents)
    .where(
      and(
        ofCustomer(tenantId, customerId),
        inArray(documents.type, [...receivableTypes]),
        inArray(documents.status, openStatuses),
        gt(rest, sql`0`),
      ),
    )
    .orderBy(sql`${documents.dueDate} asc nulls last`, asc(documents.id))
    .limit(200);
