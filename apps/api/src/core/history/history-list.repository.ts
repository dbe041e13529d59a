import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { historyItems, users } from '../../db/schema/index.ts';

// The read side of history_items (lists, timelines); history.repository.ts writes the chain.

export interface HistoryFilter {
  entity?: string | undefined;
  /** Only these kinds (the ones a member may read). */
  entities?: readonly string[] | undefined;
  entityId?: string | undefined;
  /** One action or several, comma-separated (actions that read alike: "statusChanged,status_changed"). */
  action?: string | undefined;
  actorId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  beforeId?: number | undefined;
}

/** Newest first, keyset-paged by id; RLS limits it to the transaction's tenant. */
export function listHistoryRows(tx: Tx, filter: HistoryFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [
    filter.entity ? eq(historyItems.entity, filter.entity) : undefined,
    filter.entities ? inArray(historyItems.entity, [...filter.entities]) : undefined,
    filter.entityId ? eq(historyItems.entityId, filter.entityId) : undefined,
    filter.action ? inArray(historyItems.action, filter.action.split(',')) : undefined,
    filter.actorId ? eq(historyItems.actorUserId, filter.actorId) : undefined,
    filter.from ? gte(historyItems.occurredAt, filter.from) : undefined,
    filter.to ? lte(historyItems.occurredAt, filter.to) : undefined,
    filter.beforeId ? lt(historyItems.id, filter.beforeId) : undefined,
  ];
  return tx
    .select({ item: historyItems, actorName: users.name })
    .from(historyItems)
    .leftJoin(users, eq(users.id, historyItems.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(historyItems.id))
    .limit(limit);
}

/** Whether the tenant's history knows the record (also after it was deleted). */
export const historyMentionsRecord = async (tx: Tx, entity: string, entityId: string) =>
  (
    await tx
      .select({ id: historyItems.id })
      .from(historyItems)
      .where(and(eq(historyItems.entity, entity), eq(historyItems.entityId, entityId)))
      .limit(1)
  ).length > 0;
