import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { receivableTypes } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { documents } from '../../db/schema/index.ts';
import { openStatuses } from './document-mapper.ts';
import { germanSortKey } from '../../db/german-sort.ts';
import type { DocumentCursor } from './document-list-cursor.ts';

export interface ListFilter {
  q?: string | undefined;
  type?: string[] | undefined;
  status?: string[] | undefined;
  customer_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A LIKE pattern that finds `text` anywhere (wildcards in the text are literal). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const restAmount = sql`(${documents.payableTotal} - ${documents.paidTotal})`;
const isOpenStatus = sql`${documents.status} in (${list(openStatuses)})`;

/** Open amount as in `openAmount` (mapper): receivables positive, credit notes negative. */
export const openExpr = sql`(case when ${isOpenStatus} then case
  when ${documents.type} in (${list(receivableTypes)}) then ${restAmount}
  when ${documents.type} = 'creditNote' then -${restAmount}
  else 0 end else 0 end)`;

const overdueCondition = (today: string) =>
  sql`(${documents.type} in (${list(receivableTypes)}) and ${isOpenStatus} and ${documents.dueDate} < ${today}::date and ${restAmount} > 0)`;

function conditions(tenantId: number, filter: ListFilter, today: string): SQL[] {
  const where: (SQL | undefined)[] = [eq(documents.tenantId, tenantId)];
  if (filter.type?.length) where.push(inArray(documents.type, filter.type));
  if (filter.status?.length) {
    const stored = filter.status.filter((s) => s !== 'overdue');
    where.push(
      or(
        ...(stored.length ? [inArray(documents.status, stored)] : []),
        ...(filter.status.includes('overdue') ? [overdueCondition(today)] : []),
      ),
    );
  }
  if (filter.customer_id) where.push(eq(documents.customerId, filter.customer_id));
  if (filter.from) where.push(gte(documents.documentDate, filter.from));
  if (filter.to) where.push(lte(documents.documentDate, filter.to));
  // search_text is lower-cased; ILIKE on it uses the trigram index documents_search_trgm.
  if (filter.q) where.push(sql`${documents.searchText} ilike ${containsPattern(filter.q)}`);
  return where.filter((c): c is SQL => c !== undefined);
}

const sortColumns: Record<string, SQL> = {
  number: sql`${documents.number}`,
  document_date: sql`${documents.documentDate}`,
  due_date: sql`${documents.dueDate}`,
  customer_name: germanSortKey(documents.customerName),
  gross: sql`${documents.grossTotal}`,
  open: openExpr,
  status: sql`${documents.status}`,
  updated_at: sql`${documents.updatedAt}`,
};

/** Columns that may be empty: their empty values go last in both directions. */
const nullableSorts = new Set(['number', 'due_date', 'customer_name']);

const parseSort = (sort: string) => {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  return {
    desc,
    key,
    column: sortColumns[key] ?? sortColumns.document_date!,
    nullable: nullableSorts.has(key),
  };
};

function orderBy(sort: string): SQL[] {
  const { desc, column, nullable } = parseSort(sort);
  const direction = desc ? sql`desc` : sql`asc`;
  // No NULLS clause on NOT NULL columns: `desc nulls last` would keep the planner from walking
  // the (tenant_id, document_date, id) index backwards for the default sort.
  const nulls = nullable ? sql` nulls last` : sql``;
  return [sql`${column} ${direction}${nulls}`, sql`${documents.id} ${direction}`];
}

/**
 * The rows after `cursor` in the order of `orderBy` (keyset paging: no rows are read and thrown
 * away as with OFFSET). tenant_id leads the row comparison so the (tenant_id, sort, id) indexes
 * can start right at the cursor; empty values come last in both directions.
 */
function afterCursor(tenantId: number, sort: string, cursor: DocumentCursor): SQL {
  const { desc, column, nullable } = parseSort(sort);
  const op = desc ? sql`<` : sql`>`;
  if (cursor.value === null) return sql`(${column} is null and ${documents.id} ${op} ${cursor.id})`;
  const after = sql`(${documents.tenantId}, ${column}, ${documents.id}) ${op} (${tenantId}, ${cursor.value}, ${cursor.id})`;
  return nullable ? sql`(${after} or ${column} is null)` : after;
}

/** The sort value of a row as text, for the next page's cursor. */
const cursorValue = (sort: string) => sql<string | null>`(${parseSort(sort).column})::text`;

const listColumns = {
  id: documents.id,
  type: documents.type,
  status: documents.status,
  number: documents.number,
  customerId: documents.customerId,
  customerName: documents.customerName,
  documentDate: documents.documentDate,
  dueDate: documents.dueDate,
  subject: sql<string | null>`${documents.header} ->> 'subject'`,
  net: documents.netTotal,
  gross: documents.grossTotal,
  payableTotal: documents.payableTotal,
  paidTotal: documents.paidTotal,
  dunningLevel: documents.dunningLevel,
  updatedAt: documents.updatedAt,
};
export type DocumentListRow = Awaited<ReturnType<typeof listDocumentRows>>[number];

/** One page in the order of `sort`: from `offset`, or after `cursor` when given. */
export const listDocumentRows = (
  tx: Tx,
  tenantId: number,
  filter: ListFilter,
  sort: string,
  page: { limit: number; offset: number; cursor?: DocumentCursor | undefined },
  today: string,
) => {
  const where = conditions(tenantId, filter, today);
  if (page.cursor) where.push(afterCursor(tenantId, sort, page.cursor));
  return tx
    .select({ ...listColumns, cursorValue: cursorValue(sort) })
    .from(documents)
    .where(and(...where))
    .orderBy(...orderBy(sort))
    .limit(page.limit)
    .offset(page.cursor ? 0 : page.offset);
};

/**
 * Count and money sums of every matching row, in one pass, per (type, status): a few dozen
 * groups. Signs and open amounts are applied to the groups (sumGroups), not per row — numeric
 * arithmetic per row is what makes sums over 100,000 documents slow.
 */
export const sumDocumentGroups = (tx: Tx, tenantId: number, filter: ListFilter, today: string) =>
  tx
    .select({
      type: documents.type,
      status: documents.status,
      count: sql<number>`count(*)::int`,
      net: sql<string>`coalesce(sum(${documents.netTotal}), 0)::text`,
      gross: sql<string>`coalesce(sum(${documents.grossTotal}), 0)::text`,
      rest: sql<string>`coalesce(sum(${restAmount}), 0)::text`,
    })
    .from(documents)
    .where(and(...conditions(tenantId, filter, today)))
    .groupBy(documents.type, documents.status);
