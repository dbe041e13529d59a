import type { EntityList, EntityType, ZEntityListQuery } from '@kontor/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { loadCustomFields } from './entity-custom-fields.ts';
import { countEntityRows, listEntityRows } from './entity-list.repository.ts';
import { decodeCursor, encodeCursor, planEntityList, type ListPlan } from './entity-list-query.ts';
import { recordFieldsOf, toEntityRecord } from './entity-record.ts';
import { resolveRefNames } from './entity-references.ts';

export type EntityListQuery = z.output<typeof ZEntityListQuery>;

/**
 * One page of a type's records with the cursor of the next page, and the total for offset pages
 * (the first page of a list above all); cursor pages leave it to the page that started the walk.
 */
export async function listEntities(
  tx: Tx,
  tenantId: number,
  type: EntityType,
  query: EntityListQuery,
): Promise<EntityList> {
  const { active } = await loadCustomFields(tx, type);
  const plan = planEntityList(type, query, active);
  const position = query.cursor ? decodeCursor(query.cursor, plan.sort) : undefined;
  const offset = position ? (position.offset ?? 0) : (query.offset ?? 0);
  const after = position?.value !== undefined ? { value: position.value, id: position.id! } : undefined;
  const withTotal = !position;
  // One row more than asked tells whether a next page exists without a second query.
  const rows = await listEntityRows(tx, tenantId, type, plan, {
    limit: query.limit + 1,
    offset,
    after,
    withTotal,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    if (plan.sort.by === 'field')
      nextCursor = encodeCursor({ sort: plan.sort.key, offset: offset + query.limit });
    else if (last.sortValue !== null)
      nextCursor = encodeCursor({ sort: plan.sort.key, value: last.sortValue, id: last.row.id });
  }
  return {
    items: page.map((r) => toEntityRecord(r.row)),
    total: withTotal ? await totalOf(tx, tenantId, type, plan, rows, offset) : null,
    next_cursor: nextCursor,
    refs: await resolveRefNames(
      tx,
      tenantId,
      recordFieldsOf(type, active),
      page.map((r) => r.row),
    ),
  };
}

/** The total came with the rows; a page past the end has none to carry it, so it is counted apart. */
async function totalOf(
  tx: Tx,
  tenantId: number,
  type: EntityType,
  plan: ListPlan,
  rows: readonly { total: number | null }[],
  offset: number,
) {
  const carried = rows[0]?.total;
  if (carried != null) return carried;
  return offset === 0 ? 0 : countEntityRows(tx, tenantId, type, plan);
}
