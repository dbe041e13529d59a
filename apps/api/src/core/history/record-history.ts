import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import type { FieldChanges } from '../../db/schema/index.ts';
import { CHANGES_CHANNEL } from '../realtime/channels.ts';
import type { HistoryEntity } from '../realtime/event-read-access.ts';
import { hashHistoryItem } from './history-hash.ts';
import { advanceChainHead, insertHistoryItem, lockChainHead, nextHistoryId } from './history.repository.ts';

export interface Actor {
  tenantId: number;
  userId: number | null;
}

export interface HistoryEntry {
  /** A kind listed in eventReadAccess, which says who may receive its change events. */
  entity: HistoryEntity;
  entityId?: string | number | null;
  action: string;
  changes?: FieldChanges | null;
  note?: string | null;
  /** Also tell open screens of this tenant (realtime). Off for sign-in events. */
  broadcast?: boolean;
}

/**
 * Writes one history item in the caller's transaction, chained to the tenant's previous item.
 * Call it in the same transaction as the change it describes: both commit or neither.
 */
export async function recordHistory(tx: Tx, actor: Actor, entry: HistoryEntry) {
  const head = await lockChainHead(tx, actor.tenantId);
  const id = await nextHistoryId(tx);
  const item = {
    tenantId: actor.tenantId,
    id,
    occurredAt: new Date(),
    actorUserId: actor.userId,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    action: entry.action,
    changes: entry.changes ?? null,
    note: entry.note ?? null,
  };
  const hash = hashHistoryItem(head.lastHash, item);
  await insertHistoryItem(tx, { ...item, prevHash: head.lastHash, hash });
  await advanceChainHead(tx, actor.tenantId, id, hash);
  if (entry.broadcast !== false) {
    const payload = JSON.stringify({
      tenantId: actor.tenantId,
      entity: item.entity,
      id: item.entityId,
      action: item.action,
    });
    // NOTIFY is transactional: listeners hear of the change only if it commits.
    await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
  }
  return { id, hash };
}

/** The field diff of an update: only fields whose value really changed. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}
