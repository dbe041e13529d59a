import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { historyChainHeads, historyItems } from '../../db/schema/index.ts';
import { GENESIS_HASH } from './history-hash.ts';

/** Locks the tenant's chain head (creating it on first use) so links are appended one at a time. */
export async function lockChainHead(tx: Tx, tenantId: number) {
  await tx
    .insert(historyChainHeads)
    .values({ tenantId, lastId: 0, lastHash: GENESIS_HASH, count: 0 })
    .onConflictDoNothing();
  const [head] = await tx
    .select()
    .from(historyChainHeads)
    .where(eq(historyChainHeads.tenantId, tenantId))
    .for('update');
  return head!;
}

export async function nextHistoryId(tx: Tx) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('history_items', 'id')) as id`,
  );
  return Number(row!.id);
}

export const insertHistoryItem = (tx: Tx, item: typeof historyItems.$inferInsert) =>
  tx.insert(historyItems).values(item);

export const advanceChainHead = (tx: Tx, tenantId: number, lastId: number, lastHash: string) =>
  tx
    .update(historyChainHeads)
    .set({ lastId, lastHash, count: sql`${historyChainHeads.count} + 1` })
    .where(eq(historyChainHeads.tenantId, tenantId));

export const findChainHead = async (tx: Tx, tenantId: number) =>
  (await tx.select().from(historyChainHeads).where(eq(historyChainHeads.tenantId, tenantId)))[0];

export const listHistoryPage = (tx: Tx, afterId: number, limit: number) =>
  tx
    .select()
    .from(historyItems)
    .where(gt(historyItems.id, afterId))
    .orderBy(asc(historyItems.id))
    .limit(limit);
