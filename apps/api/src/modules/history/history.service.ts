import type { HistoryItem } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { verifyHistoryChain } from '../../core/history/verify-history-chain.ts';
import { listHistoryRows, type HistoryFilter } from '../../core/history/history-list.repository.ts';
import { referencedKeys, resolveHistoryRefs } from '../../core/history/history-refs.ts';

export async function listHistory(tx: Tx, filter: HistoryFilter, limit: number) {
  // One extra row tells whether another page follows.
  const rows = await listHistoryRows(tx, filter, limit + 1);
  const page = rows.slice(0, limit);
  const keysOf = page.map(({ item }) => referencedKeys(item));
  // One lookup for the page: every item then names what its changes point to.
  const names = await resolveHistoryRefs(tx, [...new Set(keysOf.flat())]);
  const items: HistoryItem[] = page.map(({ item, actorName }, index) => ({
    id: item.id,
    occurred_at: item.occurredAt.toISOString(),
    actor: item.actorUserId ? { id: item.actorUserId, name: actorName ?? '' } : null,
    entity: item.entity,
    entity_id: item.entityId,
    action: item.action,
    changes: item.changes,
    note: item.note,
    ...refsOf(keysOf[index]!, names),
  }));
  return { items, next_before_id: rows.length > limit ? page.at(-1)!.item.id : null };
}

const refsOf = (keys: readonly string[], names: Readonly<Record<string, string>>) => {
  const known = keys.filter((key) => key in names);
  return known.length === 0 ? {} : { refs: Object.fromEntries(known.map((key) => [key, names[key]!])) };
};

export async function checkHistoryChain(tx: Tx, tenantId: number) {
  const verdict = await verifyHistoryChain(tx, tenantId);
  return verdict.ok
    ? { ok: true, items: verdict.items, broken_at_id: null, reason: null }
    : { ok: false, items: verdict.items, broken_at_id: verdict.brokenAtId, reason: verdict.reason };
}
