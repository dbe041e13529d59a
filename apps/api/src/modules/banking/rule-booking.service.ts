import { toSepaIdentifier } from '@kontor/banking';
import { formatEuro, roundMoney, toBig, type BankTransaction } from '@kontor/contracts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { postBankRuleBooking } from '../accounting/index.ts';
import { findAccountRow } from './bank-accounts.repository.ts';
import { findRuleRow } from './bank-rules.repository.ts';
import { ruleNotFound } from './bank-rules.service.ts';
import {
  findTransactionForUpdate,
  insertAllocation,
  listActiveAllocations,
  setTransactionStatus,
} from './bank-transactions.repository.ts';
import { reload } from './bank-transactions.service.ts';

/** Belegfeld 1 holds 36 characters of letters, digits and `$&%*+-/`: the end-to-end id or the transaction. */
const referenceOf = (id: number, endToEnd: string | null) => {
  const fromBank = endToEnd && endToEnd !== 'NOTPROVIDED' ? toSepaIdentifier(endToEnd).slice(0, 36) : '';
  return /^[A-Za-z0-9$&%*+\-/]+$/.test(fromBank) ? fromBank : `BANK${id}`;
};

/**
 * Books what is still open of a transaction by a rule for bookings without a document: one journal
 * entry bank ↔ the rule's ledger account (with its cost centre), in this one transaction. The
 * transaction is then matched; undo cancels the entry by a reversal.
 */
export async function bookByRule(tx: Tx, actor: Actor, id: number, ruleId: number): Promise<BankTransaction> {
  const row = await findTransactionForUpdate(tx, actor.tenantId, id);
  if (!row) throw notFound('Der Bankumsatz wurde nicht gefunden.');
  if (row.status !== 'open') throw conflict('Nur offene Umsätze können nach einer Regel gebucht werden.');
  const rule = await findRuleRow(tx, actor.tenantId, ruleId);
  if (!rule) throw ruleNotFound();
  if (!rule.isActive)
    throw badRequest('Die Regel ist deaktiviert.', { rule_id: 'Die Regel ist deaktiviert.' });
  if (rule.bankAccountId !== null && rule.bankAccountId !== row.bankAccountId)
    throw badRequest('Die Regel gilt für ein anderes Bankkonto.', {
      rule_id: 'Die Regel gilt für ein anderes Bankkonto.',
    });
  const standing = await listActiveAllocations(tx, actor.tenantId, [id]);
  const rest = toBig(row.amount)
    .abs()
    .minus(standing.reduce((sum, a) => sum.plus(a.amount), toBig(0)));
  if (rest.lte(0)) throw conflict('Der Umsatz ist bereits vollständig zugeordnet.');
  const amount = roundMoney(rest);
  const journalEntryId = await postBankRuleBooking(tx, actor, {
    transactionId: id,
    date: row.bookingDate,
    amount: toBig(row.amount).lt(0) ? `-${amount}` : amount,
    reference: referenceOf(id, row.endToEndRef),
    text: rule.postingText ?? (row.purpose || rule.name),
    ledgerAccount: rule.ledgerAccount,
    costCentre: rule.costCentre,
    moneyAccount: (await findAccountRow(tx, actor.tenantId, row.bankAccountId))?.ledgerAccount ?? null,
  });
  await insertAllocation(tx, {
    tenantId: actor.tenantId,
    transactionId: id,
    targetType: 'rule',
    ruleId,
    journalEntryId,
    amount,
    createdBy: actor.userId,
  });
  await setTransactionStatus(tx, actor.tenantId, id, 'matched');
  await recordHistory(tx, actor, {
    entity: 'bankTransaction',
    entityId: id,
    action: 'bookedByRule',
    changes: { status: { from: 'open', to: 'matched' } },
    note: `Nach Regel ${rule.name} auf Konto ${rule.ledgerAccount} gebucht: ${formatEuro(amount)}`,
  });
  return reload(tx, actor.tenantId, id);
}
