import { suggestMatches, type MatchSuggestion, type OpenItem } from '@kontor/banking';
import {
  formatEuro,
  roundMoney,
  toBig,
  type BankSuggestion,
  type BankTransaction,
  type ZAllocationsInput,
  type ZBankTransactionListQuery,
} from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { BankAllocationRow, BankTransactionRow } from '../../db/schema/index.ts';
import { addDocumentPayment, removeDocumentPayment } from '../documents/index.ts';
import {
  findTransactionForUpdate,
  insertAllocation,
  listActiveAllocations,
  listTransactionRows,
  markAllocationReversed,
  setTransactionStatus,
} from './bank-transactions.repository.ts';
import { findTargetDocuments, listOpenItems, type TargetDocument } from './open-items.repository.ts';

const TRANSACTION_ENTITY = 'bankTransaction';

const transactionNotFound = () => notFound('Der Bankumsatz wurde nicht gefunden.');

const labelOf = (doc: Pick<TargetDocument, 'number' | 'customerName'> | undefined) =>
  doc ? [doc.number, doc.customerName].filter(Boolean).join(' · ') : 'Dokument';

const allocatedSum = (allocations: readonly BankAllocationRow[]) =>
  allocations.reduce((sum, a) => sum.plus(a.amount), toBig(0));

function toSuggestion(suggestion: MatchSuggestion, items: Map<string, OpenItem>): BankSuggestion {
  const first = suggestion.allocations[0]!;
  const item = items.get(first.targetId);
  const skonto =
    first.settleWithSkonto && item ? roundMoney(toBig(item.openAmount).minus(first.amount)) : null;
  return {
    target_type: first.targetType,
    target_id: Number(first.targetId),
    target_label: item ? labelOf({ number: item.number, customerName: item.partnerName }) : first.targetId,
    score: suggestion.score,
    amount: first.amount,
    skonto_amount: skonto,
    reasons: suggestion.reasons,
    allocations: suggestion.allocations.map((a) => ({
      target_type: a.targetType,
      target_id: Number(a.targetId),
      amount: a.amount,
      settle_with_skonto: a.settleWithSkonto,
    })),
  };
}

/** Rows with their allocations, and suggestions for what is still open. */
async function toTransactions(
  tx: Tx,
  tenantId: number,
  rows: BankTransactionRow[],
): Promise<BankTransaction[]> {
  const allocations = await listActiveAllocations(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  const docs = new Map(
    (await findTargetDocuments(tx, tenantId, [...new Set(allocations.map((a) => a.documentId!))])).map(
      (d) => [d.id, d],
    ),
  );
  const open = rows.filter((r) => r.status === 'open');
  const items = open.length ? await listOpenItems(tx, tenantId) : [];
  const itemsById = new Map(items.map((i) => [i.targetId, i]));
  const unallocatedOf = (row: BankTransactionRow) =>
    toBig(row.amount)
      .abs()
      .minus(allocatedSum(allocations.filter((a) => a.transactionId === row.id)));
  const suggestions = new Map(
    suggestMatches(
      open.map((r) => {
        const rest = unallocatedOf(r);
        return {
          id: String(r.id),
          amount: roundMoney(toBig(r.amount).lt(0) ? rest.times(-1) : rest),
          bookingDate: r.bookingDate,
          counterpartyName: r.counterpartyName,
          counterpartyIban: r.counterpartyIban,
          purpose: r.purpose,
          endToEndId: r.endToEndRef,
        };
      }),
      items,
    ).map((s) => [s.transactionId, s.suggestions]),
  );
  return rows.map((row) => ({
    id: row.id,
    bank_account_id: row.bankAccountId,
    statement_id: row.statementId,
    booking_date: row.bookingDate,
    value_date: row.valueDate,
    amount: row.amount,
    currency: row.currency,
    counterparty_name: row.counterpartyName,
    counterparty_iban: row.counterpartyIban,
    purpose: row.purpose,
    end_to_end_id: row.endToEndRef,
    status: row.status as BankTransaction['status'],
    unallocated: roundMoney(unallocatedOf(row)),
    suggestions: (suggestions.get(String(row.id)) ?? []).map((s) => toSuggestion(s, itemsById)),
    allocations: allocations
      .filter((a) => a.transactionId === row.id)
      .map((a) => ({
        id: a.id,
        target_type: a.targetType as 'document',
        target_id: a.documentId!,
        target_label: labelOf(docs.get(a.documentId!)),
        amount: a.amount,
        settle_with_skonto: a.settleWithSkonto,
        created_at: a.createdAt.toISOString(),
      })),
  }));
}

export async function listBankTransactions(
  tx: Tx,
  actor: Actor,
  query: z.output<typeof ZBankTransactionListQuery>,
): Promise<BankTransaction[]> {
  const rows = await listTransactionRows(tx, actor.tenantId, {
    bankAccountId: query.bank_account_id,
    statementId: query.statement_id,
    status: query.status,
  });
  return toTransactions(tx, actor.tenantId, rows);
}

async function reload(tx: Tx, tenantId: number, id: number) {
  const row = await findTransactionForUpdate(tx, tenantId, id);
  return (await toTransactions(tx, tenantId, [row!]))[0]!;
}

/** The document must accept money in this direction: money in pays invoices, money out credit notes. */
function checkTarget(row: BankTransactionRow, doc: TargetDocument | undefined, field: string) {
  if (!doc) throw badRequest('Dokument nicht gefunden.', { [field]: 'Dokument nicht gefunden.' });
  const incoming = toBig(row.amount).gt(0);
  if (doc.type === 'creditNote' ? incoming : !incoming) {
    const message = incoming
      ? 'Ein Zahlungseingang kann nur Rechnungen zugeordnet werden.'
      : 'Ein Zahlungsausgang kann nur Gutschriften zugeordnet werden.';
    throw badRequest(message, { [field]: message });
  }
}

/**
 * Allocates (part of) a transaction to documents: each allocation records a payment on its
 * document through the documents module (status, paid total and journal follow there), in this
 * one transaction. 1:N in one call, N:1 by allocating several transactions, partial payments by
 * smaller amounts. The transaction is `matched` once its whole amount is allocated.
 */
export async function allocateBankTransaction(
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZAllocationsInput>,
): Promise<BankTransaction> {
  const row = await findTransactionForUpdate(tx, actor.tenantId, id);
  if (!row) throw transactionNotFound();
  if (row.status === 'ignored') throw conflict('Der Umsatz ist ignoriert. Bitte zuerst „Rückgängig“ wählen.');
  const standing = await listActiveAllocations(tx, actor.tenantId, [id]);
  const rest = toBig(row.amount).abs().minus(allocatedSum(standing));
  const wanted = input.allocations.reduce((sum, a) => sum.plus(a.amount), toBig(0));
  if (wanted.gt(rest))
    throw badRequest(
      `Die Zuordnungen (${formatEuro(roundMoney(wanted))}) übersteigen den noch offenen Betrag des Umsatzes (${formatEuro(roundMoney(rest))}).`,
    );
  input.allocations.forEach((a, i) => {
    if (a.target_type !== 'document')
      throw badRequest('Eingangsrechnungen können noch nicht zugeordnet werden.', {
        [`allocations.${i}.target_type`]: 'Eingangsrechnungen können noch nicht zugeordnet werden.',
      });
  });
  const docs = new Map(
    (
      await findTargetDocuments(
        tx,
        actor.tenantId,
        input.allocations.map((a) => a.target_id),
      )
    ).map((d) => [d.id, d]),
  );
  const note = `Bankumsatz vom ${row.bookingDate.split('-').reverse().join('.')}${row.counterpartyName ? `, ${row.counterpartyName}` : ''}`;
  for (const [i, allocation] of input.allocations.entries()) {
    checkTarget(row, docs.get(allocation.target_id), `allocations.${i}.target_id`);
    const document = await addDocumentPayment(tx, actor, allocation.target_id, {
      amount: roundMoney(toBig(allocation.amount)),
      paid_on: row.bookingDate,
      method: 'Bank',
      note: note.slice(0, 500),
      settle_with_skonto: allocation.settle_with_skonto,
    });
    const paymentId = Math.max(...document.payments.map((p) => p.id));
    await insertAllocation(tx, {
      tenantId: actor.tenantId,
      transactionId: id,
      targetType: 'document',
      documentId: allocation.target_id,
      paymentId,
      amount: roundMoney(toBig(allocation.amount)),
      settleWithSkonto: allocation.settle_with_skonto ?? false,
      createdBy: actor.userId,
    });
  }
  const matched = rest.minus(wanted).eq(0);
  if (matched) await setTransactionStatus(tx, actor.tenantId, id, 'matched');
  await recordHistory(tx, actor, {
    entity: TRANSACTION_ENTITY,
    entityId: id,
    action: 'allocated',
    changes: matched ? { status: { from: row.status, to: 'matched' } } : {},
    note: `Zugeordnet: ${input.allocations.map((a) => `${labelOf(docs.get(a.target_id))} ${formatEuro(roundMoney(toBig(a.amount)))}`).join(', ')}`,
  });
  return reload(tx, actor.tenantId, id);
}

export async function ignoreBankTransaction(tx: Tx, actor: Actor, id: number): Promise<BankTransaction> {
  const row = await findTransactionForUpdate(tx, actor.tenantId, id);
  if (!row) throw transactionNotFound();
  if (row.status !== 'open' || (await listActiveAllocations(tx, actor.tenantId, [id])).length)
    throw conflict('Nur offene Umsätze ohne Zuordnung können ignoriert werden.');
  await setTransactionStatus(tx, actor.tenantId, id, 'ignored');
  await recordHistory(tx, actor, {
    entity: TRANSACTION_ENTITY,
    entityId: id,
    action: 'ignored',
    changes: { status: { from: 'open', to: 'ignored' } },
  });
  return reload(tx, actor.tenantId, id);
}

/** Reverses every standing allocation (the document payments are reversed, not deleted) or un-ignores. */
export async function undoBankTransaction(tx: Tx, actor: Actor, id: number): Promise<BankTransaction> {
  const row = await findTransactionForUpdate(tx, actor.tenantId, id);
  if (!row) throw transactionNotFound();
  const standing = await listActiveAllocations(tx, actor.tenantId, [id]);
  if (row.status === 'open' && !standing.length)
    throw conflict('Für diesen Umsatz gibt es nichts rückgängig zu machen.');
  for (const allocation of standing) {
    await removeDocumentPayment(tx, actor, allocation.documentId!, allocation.paymentId!);
    await markAllocationReversed(tx, actor.tenantId, allocation.id);
  }
  await setTransactionStatus(tx, actor.tenantId, id, 'open');
  await recordHistory(tx, actor, {
    entity: TRANSACTION_ENTITY,
    entityId: id,
    action: 'undone',
    changes: row.status !== 'open' ? { status: { from: row.status, to: 'open' } } : {},
    note: standing.length ? `${standing.length} Zuordnung(en) rückgängig gemacht` : 'Ignorieren aufgehoben',
  });
  return reload(tx, actor.tenantId, id);
}
