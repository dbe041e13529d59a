import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { entities } from '../../db/schema/index.ts';
import { profileSortName } from '../profiles/index.ts';
import type { RecordField } from './entity-record.ts';
import {
  containsPattern,
  type CompareMode,
  type FilterClause,
  type ListPlan,
  type SortPlan,
} from './entity-list-query.ts';
import { germanSortKey } from '../../db/german-sort.ts';

// The list query of one type. Conditions always start with tenant_id and type (the leading
// columns of every entities index); name and number sorts walk their indexes and page by keyset.

// Qualified by hand: drizzle renders columns inside select fields unqualified, which would bind
// to the inner table of the reference-name subqueries below.
const outer = (column: 'tenant_id' | 'data' | 'custom') => sql.raw(`"entities"."${column}"`);
const json = (f: RecordField) => outer(f.source);
const jsonValue = (f: RecordField) => sql`(${json(f)} -> ${f.field.key}::text)`;
const jsonText = (f: RecordField) => sql`(${json(f)} ->> ${f.field.key}::text)`;
// Guarded cast: a key of this name in another type's JSON (a different kind) never breaks the query.
const jsonNumber = (f: RecordField) =>
  sql`(case when ${jsonText(f)} ~ '^-?[0-9]+(\\.[0-9]+)?$' then ${jsonText(f)}::numeric end)`;
const jsonId = (f: RecordField) =>
  sql`(case when jsonb_typeof(${jsonValue(f)}) = 'number' then ${jsonText(f)}::int end)`;

const list = (values: SQL[]) => sql.join(values, sql`, `);

function compared(f: RecordField, mode: CompareMode): SQL {
  if (mode === 'numeric') return jsonNumber(f);
  if (mode === 'text') return sql`lower(${jsonText(f)})`;
  return jsonText(f);
}

function valueSql(mode: CompareMode, value: string | number | boolean): SQL {
  if (mode === 'numeric') return sql`${String(value)}::numeric`;
  if (mode === 'text') return sql`lower(${String(value)})`;
  return sql`${String(value)}`;
}

function filterCondition(clause: FilterClause): SQL {
  const { field, mode } = clause;
  if (clause.op === 'range') {
    const expr = compared(field, mode);
    const bounds = [
      clause.from !== undefined ? sql`${expr} >= ${valueSql(mode, clause.from)}` : undefined,
      clause.to !== undefined ? sql`${expr} <= ${valueSql(mode, clause.to)}` : undefined,
    ];
    return and(...bounds)!;
  }
  if (mode === 'boolean') {
    // "Nein" also finds records where the field was never filled in.
    const isTrue = sql`coalesce(${jsonValue(field)} = 'true'::jsonb, false)`;
    return sql`${isTrue} in (${list(clause.values.map((v) => sql`${v}::boolean`))})`;
  }
  if (mode === 'list') {
    const contains = clause.values.map((v) => sql`${jsonValue(field)} @> ${JSON.stringify([v])}::jsonb`);
    return sql`(${sql.join(contains, sql` or `)})`;
  }
  return sql`${compared(field, mode)} in (${list(clause.values.map((v) => valueSql(mode, v)))})`;
}

function conditions(tenantId: number, type: string, plan: ListPlan): SQL[] {
  return [
    eq(entities.tenantId, tenantId),
    eq(entities.type, type),
    ...(plan.archived === 'active' ? [isNull(entities.archivedAt)] : []),
    ...(plan.archived === 'archived' ? [isNotNull(entities.archivedAt)] : []),
    // search_text is lower-cased; ILIKE on it can use the trigram index entities_search_trgm.
    ...(plan.search ? [sql`${entities.searchText} ilike ${containsPattern(plan.search)}`] : []),
    ...plan.filters.map(filterCondition),
  ];
}

/** The expression a sort orders by (for reference fields: the referenced record's name). */
function sortExpression(sort: SortPlan): SQL {
  if (sort.by === 'column') {
    if (sort.column === 'name') return germanSortKey(entities.name);
    if (sort.column === 'number') return sql`${entities.number}`;
    return sort.column === 'updated_at' ? sql`${entities.updatedAt}` : sql`${entities.createdAt}`;
  }
  const { field, mode } = sort;
  if (mode === 'id' && field.field.kind === 'profile')
    return profileSortName(outer('tenant_id'), jsonId(field));
  if (mode === 'id')
    return sql`(select kontor_sort_key(r.name) from entities r where r.tenant_id = ${outer('tenant_id')} and r.id = ${jsonId(field)})`;
  return compared(field, mode);
}

const isTimestampSort = (sort: SortPlan) =>
  sort.by === 'column' && (sort.column === 'updated_at' || sort.column === 'created_at');

function orderBy(sort: SortPlan): SQL[] {
  const direction = sort.desc ? sql`desc` : sql`asc`;
  const nulls = sort.by === 'field' ? sql` nulls last` : sql``;
  return [sql`${sortExpression(sort)} ${direction}${nulls}`, sql`${entities.id} ${direction}`];
}

/** Rows after (sort value, id) in sort order: a row comparison the btree index can start from. */
function keysetCondition(sort: SortPlan, after: { value: string; id: number }): SQL {
  const value = isTimestampSort(sort) ? sql`${after.value}::timestamptz` : sql`${after.value}`;
  const operator = sort.desc ? sql`<` : sql`>`;
  return sql`(${sortExpression(sort)}, ${entities.id}) ${operator} (${value}, ${after.id})`;
}

export interface PageRequest {
  limit: number;
  offset?: number | undefined;
  after?: { value: string; id: number } | undefined;
}

const countOf = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from ${entities} where ${where})`;

/**
 * One page, plus each row's sort value as text (for the next keyset cursor) and — when asked —
 * the number of all matching rows: an uncorrelated subquery PostgreSQL runs once (an InitPlan),
 * so page and total cost one round trip. An empty page carries no total (see countEntityRows).
 */
export function listEntityRows(
  tx: Tx,
  tenantId: number,
  type: string,
  plan: ListPlan,
  page: PageRequest & { withTotal?: boolean },
) {
  const filter = conditions(tenantId, type, plan);
  const where = page.after ? [...filter, keysetCondition(plan.sort, page.after)] : filter;
  const sortValue =
    plan.sort.by === 'column' ? sql<string | null>`${sortExpression(plan.sort)}::text` : sql<null>`null`;
  const total = page.withTotal ? countOf(and(...filter)) : sql<null>`null`;
  return tx
    .select({ row: entities, sortValue, total })
    .from(entities)
    .where(and(...where))
    .orderBy(...orderBy(plan.sort))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

export const countEntityRows = async (tx: Tx, tenantId: number, type: string, plan: ListPlan) =>
  (
    await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(entities)
      .where(and(...conditions(tenantId, type, plan)))
  )[0]?.value ?? 0;
