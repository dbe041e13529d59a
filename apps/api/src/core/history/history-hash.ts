import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';

export const GENESIS_HASH = 'genesis';

export interface HashedFields {
  tenantId: number;
  id: number;
  occurredAt: Date;
  actorUserId: number | null;
  entity: string;
  entityId: string | null;
  action: string;
  changes: unknown;
  note: string | null;
}

/** sha256 over the previous link and the item's content: changing or removing an item breaks the chain. */
export const hashHistoryItem = (prevHash: string, item: HashedFields) =>
  createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(
      // Named fields only: a row read back carries more columns (prevHash, hash) than were hashed.
      canonicalJson({
        tenantId: item.tenantId,
        id: item.id,
        occurredAt: item.occurredAt.toISOString(),
        actorUserId: item.actorUserId,
        entity: item.entity,
        entityId: item.entityId,
        action: item.action,
        changes: item.changes ?? null,
        note: item.note,
      }),
    )
    .digest('hex');
