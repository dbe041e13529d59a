import {
  matchBookingRule,
  suggestMatches,
  type MatchableTransaction,
  type MatchSuggestion,
  type OpenItem,
} from '@kontor/banking';
import {
  BANK_TRANSACTIONS_SHOWN,
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
import type { BankAllocationRow, BankRuleRow, BankTransactionRow } from '../../db/schema/index.ts';
import { reverseBankRuleBooking } from '../accounting/index.ts';
import { addDocumentPayment, removeDocumentPayment } from '../documents/index.ts';
import { findAccountRow, listAccountRows } from './bank-accounts.repository.ts';
import { listRuleRows } from './bank-rules.repository.ts';
import { listActiveBookingRules } from './bank-rules.service.ts';
import {
  findTransactionForUpdate,
  insertAllocation,
  listActiveAllocations,
  listTransactionRows,
  markAllocationReversed,
  setTransactionStatus,
} from './bank-transactions.repository.ts';
import { listOpenIncomingItems, listPayableInvoices } from './incoming-payables.repository.ts';
import { findTargetDocuments, listOpenItems, type TargetDocument } from './open-items.repository.ts';
import {
  allocateToIncomingInvoice,
  incomingLabelOf,
  undoIncomingAllocation,
} from './supplier-payments.service.ts';

const TRANSACTION_ENTITY = 'bankTransaction';

const transactionNotFound = () => notFound('Der Bankumsatz wurde nicht gefunden.');

const labelOf = (doc: Pick<TargetDocument, 'number' | 'customerName'> | undefined) =>
  doc ? [doc.number, doc.customerName].filter(Boolean).join(' · ') : 'Dokument';

const allocatedSum = (allocations: readonly BankAllocationRow[]) =>
  allocations.reduce((sum, a) => sum.plus(a.amount), toBig(0));

/** A payment short of the open amount by no more than the tolerance: the rest is written off (documents only). */
const isWriteOff = (item: OpenItem | undefined, amount: string, skonto: boolean, tolerance: string) =>
  !!item &&
  item.targetType === 'document' &&
  !skonto &&
  toBig(amount).lt(item.openAmount) &&
  toBig(item.openAmount).minus(amount).lte(tolerance);

const itemKey = (type: string, id: string) => `${type}:${id}`;

/** Open outgoing documents and approved incoming invoices: what bank transactions may pay. */
export const listMatchableItems = async (tx: Tx, tenantId: number): Promise<OpenItem[]> => [
  ...(await listOpenItems(tx, tenantId)),
  ...(await listOpenIncomingItems(tx, tenantId)),
];

function toSuggestion(
  suggestion: MatchSuggestion,
  items: Map<string, OpenItem>,
  tolerance: string,
): BankSuggestion {
  const first = suggestion.allocations[0]!;
  const item = items.get(itemKey(first.targetType, first.targetId));
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
      ...(isWriteOff(
        items.get(itemKey(a.targetType, a.targetId)),
        a.amount,
        a.settleWithSkonto,
        tolerance,
      ) && {
        write_off_rest: true,
      }),
    })),
  };
}

const matchableOf = (row: BankTransactionRow, rest: ReturnType<typeof toBig>): MatchableTransaction => ({
  id: String(row.id),
  amount: roundMoney(toBig(row.amount).lt(0) ? rest.times(-1) : rest),
  bookingDate: row.bookingDate,
  counterpartyName: row.counterpartyName,
  counterpartyIban: row.counterpartyIban,
  purpose: row.purpose,
  endToEndId: row.endToEndRef,
});

/**
 * Scored suggestions for open transactions against open items, each bank account with its own
 * write-off tolerance. Keyed by transaction id.
 */
export async function suggestForRows(
  tx: Tx,
  tenantId: number,
  open: readonly { row: BankTransactionRow; rest: ReturnType<typeof toBig> }[],
  items: OpenItem[],
) {
  const tolerances = new Map((await listAccountRows(tx, tenantId)).map((a) => [a.id, a.writeOffTolerance]));
  const byAccount = Map.groupBy(open, (o) => o.row.bankAccountId);
  const result = new Map<string, { suggestions: MatchSuggestion[]; tolerance: string }>();
  for (const [accountId, group] of byAccount) {
    const tolerance = tolerances.get(accountId) ?? '0.00';
    for (const s of suggestMatches(
      group.map((o) => matchableOf(o.row, o.rest)),
      items,
      { tolerance },
    ))
      result.set(s.transactionId, { suggestions: s.suggestions, tolerance });
  }
  return result;
}

const ruleLabel = (rule: BankRuleRow | undefined) =>
  rule
    ? `${rule.name} · Konto ${rule.ledgerAccount}${rule.costCentre ? ` · KST ${rule.costCentre}` : ''}`
    : 'Regel';

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
  const docIds = allocations.flatMap((a) => (a.documentId ? [a.documentId] : []));
  const docs = new Map((await findTargetDocuments(tx, tenantId, [...new Set(docIds)])).map((d) => [d.id, d]));
  const invoiceIds = allocations.flatMap((a) => (a.incomingInvoiceId ? [a.incomingInvoiceId] : []));
  const invoices = new Map(
    (invoiceIds.length ? await listPayableInvoices(tx, tenantId, [...new Set(invoiceIds)]) : []).map((p) => [
      p.id,
      p,
    ]),
  );
  const ruleRows = allocations.some((a) => a.ruleId) ? await listRuleRows(tx, tenantId) : [];
  const rulesById = new Map(ruleRows.map((r) => [r.id, r]));
  const unallocatedOf = (row: BankTransactionRow) =>
    toBig(row.amount)
      .abs()
      .minus(allocatedSum(allocations.filter((a) => a.transactionId === row.id)));
  const open = rows.filter((r) => r.status === 'open');
  const items = open.length ? await listMatchableItems(tx, tenantId) : [];
  const itemsById = new Map(items.map((i) => [itemKey(i.targetType, i.targetId), i]));
  const suggestions = await suggestForRows(
    tx,
    tenantId,
    open.map((row) => ({ row, rest: unallocatedOf(row) })),
    items,
  );
  const bookingRules = open.length ? await listActiveBookingRules(tx, tenantId) : null;
  const ruleSuggestionOf = (row: BankTransactionRow): BankTransaction['rule_suggestion'] => {
    if (row.status !== 'open' || !bookingRules || unallocatedOf(row).eq(0)) return null;
    const match = matchBookingRule(
      {
        amount: row.amount,
        bankAccountId: String(row.bankAccountId),
        purpose: row.purpose,
        counterpartyName: row.counterpartyName,
      },
      bookingRules.forMatching,
    );
    const rule = match && bookingRules.rows.get(match.ruleId);
    if (!match || !rule) return null;
    return {
      rule_id: rule.id,
      name: rule.name,
      ledger_account: rule.ledgerAccount,
      cost_centre: rule.costCentre,
      reasons: match.reasons,
    };
  };
  return rows.map((row) => {
    const found = suggestions.get(String(row.id));
    return {
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
      suggestions: (found?.suggestions ?? []).map((s) => toSuggestion(s, itemsById, found!.tolerance)),
      rule_suggestion: ruleSuggestionOf(row),
      allocations: allocations
        .filter((a) => a.transactionId === row.id)
        .map((a) => ({
          id: a.id,
          target_type: a.targetType as 'document' | 'incoming_invoice' | 'rule',
          target_id:
            a.targetType === 'rule'
              ? a.ruleId!
              : a.targetType === 'incoming_invoice'
                ? a.incomingInvoiceId!
                : a.documentId!,
          target_label:
            a.targetType === 'rule'
              ? ruleLabel(rulesById.get(a.ruleId!))
              : a.targetType === 'incoming_invoice'
                ? incomingLabelOf(invoices.get(a.incomingInvoiceId!))
                : labelOf(docs.get(a.documentId!)),
          amount: a.amount,
          settle_with_skonto: a.settleWithSkonto,
          automatic: a.isAutomatic,
          created_at: a.createdAt.toISOString(),
        })),
    };
  });
}

export async function listBankTransactions(
  tx: Tx,
  actor: Actor,
  query: z.output<typeof ZBankTransactionListQuery>,
): Promise<{ items: BankTransaction[]; truncated: boolean }> {
  // One row more than shown tells whether there are more.
  const rows = await listTransactionRows(
    tx,
    actor.tenantId,
    { bankAccountId: query.bank_account_id, statementId: query.statement_id, status: query.status },
    BANK_TRANSACTIONS_SHOWN + 1,
  );
  const shown = rows.slice(0, BANK_TRANSACTIONS_SHOWN);
  return { items: await toTransactions(tx, actor.tenantId, shown), truncated: rows.length > shown.length };
}

export async function reload(tx: Tx, tenantId: number, id: number) {
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
  automatic = false,
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
  const docs = new Map(
    (
      await findTargetDocuments(
        tx,
        actor.tenantId,
        input.allocations.filter((a) => a.target_type === 'document').map((a) => a.target_id),
      )
    ).map((d) => [d.id, d]),
  );
  const note = `Bankumsatz vom ${row.bookingDate.split('-').reverse().join('.')}${row.counterpartyName ? `, ${row.counterpartyName}` : ''}`;
  const moneyAccount = (await findAccountRow(tx, actor.tenantId, row.bankAccountId))?.ledgerAccount ?? null;
  const labels: string[] = [];
  for (const [i, allocation] of input.allocations.entries()) {
    if (allocation.target_type === 'incoming_invoice') {
      labels.push(
        await allocateToIncomingInvoice(tx, actor, row, allocation, `allocations.${i}.target_id`, {
          automatic,
          moneyAccount,
        }),
      );
      continue;
    }
    checkTarget(row, docs.get(allocation.target_id), `allocations.${i}.target_id`);
    labels.push(
      `${labelOf(docs.get(allocation.target_id))} ${formatEuro(roundMoney(toBig(allocation.amount)))}`,
    );
    const document = await addDocumentPayment(tx, actor, allocation.target_id, {
      amount: roundMoney(toBig(allocation.amount)),
      paid_on: row.bookingDate,
      method: 'Bank',
      note: note.slice(0, 500),
      settle_with_skonto: allocation.settle_with_skonto,
      ...(allocation.write_off_rest && {
        write_off_rest: true,
        write_off_reason: 'Differenz im Rahmen der Toleranz (Bankumsatz)',
      }),
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
      isAutomatic: automatic,
      createdBy: actor.userId,
    });
  }
  const matched = rest.minus(wanted).eq(0);
  if (matched) await setTransactionStatus(tx, actor.tenantId, id, 'matched');
  await recordHistory(tx, actor, {
    entity: TRANSACTION_ENTITY,
    entityId: id,
    action: automatic ? 'autoConfirmed' : 'allocated',
    changes: matched ? { status: { from: row.status, to: 'matched' } } : {},
    note: `Zugeordnet: ${labels.join(', ')}`,
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
  const today = new Date().toISOString().slice(0, 10);
  for (const allocation of standing) {
    if (allocation.targetType === 'rule')
      await reverseBankRuleBooking(tx, actor, allocation.journalEntryId!, today);
    else if (allocation.targetType === 'incoming_invoice')
      await undoIncomingAllocation(tx, actor, allocation, today);
    else await removeDocumentPayment(tx, actor, allocation.documentId!, allocation.paymentId!);
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
