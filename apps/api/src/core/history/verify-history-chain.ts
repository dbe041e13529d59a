import type { Tx } from '../../db/database.ts';
import { GENESIS_HASH, hashHistoryItem } from './history-hash.ts';
import { findChainHead, listHistoryPage } from './history.repository.ts';

export type ChainVerdict =
  | { ok: true; items: number }
  | { ok: false; items: number; brokenAtId: number | null; reason: 'changed' | 'missing' };

const PAGE = 1000;

/** Recomputes the tenant's chain (inside withTenant): detects an edited, removed or truncated item. */
export async function verifyHistoryChain(tx: Tx, tenantId: number): Promise<ChainVerdict> {
  let expectedPrev = GENESIS_HASH;
  let afterId = 0;
  let items = 0;
  for (;;) {
    const page = await listHistoryPage(tx, afterId, PAGE);
    for (const item of page) {
      if (item.prevHash !== expectedPrev) return { ok: false, items, brokenAtId: item.id, reason: 'missing' };
      if (hashHistoryItem(item.prevHash, item) !== item.hash) {
        return { ok: false, items, brokenAtId: item.id, reason: 'changed' };
      }
      expectedPrev = item.hash;
      afterId = item.id;
      items++;
    }
    if (page.length < PAGE) break;
  }
  const head = await findChainHead(tx, tenantId);
  const headHash = head?.lastHash ?? GENESIS_HASH;
  if (headHash !== expectedPrev || (head?.count ?? 0) !== items) {
    return { ok: false, items, brokenAtId: null, reason: 'missing' };
  }
  return { ok: true, items };
}
