import { toBig } from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { findTransactionRowsByIds } from './bank-transactions.repository.ts';
import { allocateBankTransaction, listMatchableItems, suggestForRows } from './bank-transactions.service.ts';

/**
 * Auto-confirm after an import (setting of the bank account): a freshly imported transaction is
 * allocated without a click only when its top suggestion names the document or incoming invoice AND
 * pays exactly its amount (or its Skonto amount in time) and nothing else competes. Only new, open transactions
 * are looked at, so a manual match is never touched; each document is taken at most once per run.
 */
export async function autoConfirmTransactions(tx: Tx, actor: Actor, ids: number[]): Promise<number> {
  const rows = (await findTransactionRowsByIds(tx, actor.tenantId, ids)).filter((r) => r.status === 'open');
  if (!rows.length) return 0;
  const items = await listMatchableItems(tx, actor.tenantId);
  const suggestions = await suggestForRows(
    tx,
    actor.tenantId,
    rows.map((row) => ({ row, rest: toBig(row.amount).abs() })),
    items,
  );
  const taken = new Set<string>();
  let confirmed = 0;
  for (const row of rows) {
    const top = suggestions.get(String(row.id))?.suggestions[0];
    if (!top?.autoConfirm) continue;
    const total = top.allocations.reduce((sum, a) => sum.plus(a.amount), toBig(0));
    if (!total.eq(toBig(row.amount).abs())) continue;
    const key = (a: (typeof top.allocations)[number]) => `${a.targetType}:${a.targetId}`;
    if (top.allocations.some((a) => taken.has(key(a)))) continue;
    top.allocations.forEach((a) => taken.add(key(a)));
    await allocateBankTransaction(
      tx,
      actor,
      row.id,
      {
        allocations: top.allocations.map((a) => ({
          target_type: a.targetType,
          target_id: Number(a.targetId),
          amount: a.amount,
          settle_with_skonto: a.settleWithSkonto,
        })),
        note: null,
      },
      true,
    );
    confirmed++;
  }
  return confirmed;
}
