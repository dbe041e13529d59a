import {
  AccountingError,
  ledgerAccount,
  postBankRule,
  reverseEntries,
  type JournalEntry,
} from '@kontor/accounting';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntryById, isEntryReversed } from './journal.repository.ts';
import { journalEntryOf, storeEntries } from './store-entries.ts';
import { loadTenantLedger } from './tenant-ledger.ts';

/** A bank transaction booked by a rule, as the banking module hands it over. */
export interface BankRuleBooking {
  transactionId: number;
  date: string;
  /** Signed: positive = money in. */
  amount: string;
  /** Belegfeld 1: end-to-end id or a short transaction reference. */
  reference: string;
  text: string;
  ledgerAccount: string;
  costCentre: string | null;
  /** The bank account's G/L account; null or omitted = the chart's bank account. */
  moneyAccount?: string | null;
}

const refused = (error: unknown) => {
  if (error instanceof AccountingError) return badRequest(`Nicht buchbar: ${error.message}`);
  return error;
};

/**
 * Checks that a rule's account is a G/L account of the tenant's chart that is not itself a money
 * account (booking bank against bank would move nothing). Answers the account's German name.
 */
export async function checkRuleAccount(tx: Tx, number: string): Promise<string> {
  const ledger = await loadTenantLedger(tx);
  const account = ledgerAccount(ledger, number);
  const problem = !account
    ? `Das Sachkonto ${number} gibt es im ${ledger.chart.id} nicht.`
    : account.role === 'bank' || account.role === 'cash'
      ? `Auf das Geldkonto ${number} kann keine Regel buchen.`
      : null;
  if (problem) throw badRequest(problem, { ledger_account: problem });
  return account!.name;
}

/**
 * Books a transaction without a document: bank ↔ the rule's account (input/output VAT when the
 * account is a DATEV automatic one), in the caller's transaction. Returns the entry's id.
 */
export async function postBankRuleBooking(tx: Tx, actor: Actor, booking: BankRuleBooking) {
  const ledger = await loadTenantLedger(tx);
  const account = ledgerAccount(ledger, booking.ledgerAccount);
  let entries: JournalEntry[];
  try {
    entries = postBankRule(
      {
        id: String(booking.transactionId),
        date: booking.date,
        moneyAccount: booking.moneyAccount ?? ledger.accountFor('bank'),
        amount: booking.amount,
        reference: booking.reference,
        purpose: booking.text,
      },
      {
        account: booking.ledgerAccount,
        ...(account?.automatic && account.vatFunction && { vatFunction: account.vatFunction }),
      },
      ledger,
    ).map((entry) => (booking.costCentre ? { ...entry, costCentre: booking.costCentre } : entry));
  } catch (error) {
    throw refused(error);
  }
  const [id] = await storeEntries(tx, actor, entries, ledger, { documentId: null });
  return id!;
}

/**
 * Cancels a bank booking (by a rule, or a supplier payment with `incomingInvoiceId`) by a mirror
 * entry dated `on` (GoBD: the entry itself stays).
 */
export async function reverseBankRuleBooking(
  tx: Tx,
  actor: Actor,
  entryId: number,
  on: string,
  incomingInvoiceId?: number,
) {
  const row = await findEntryById(tx, entryId);
  if (!row) return;
  if (await isEntryReversed(tx, entryId)) throw conflict('Die Buchung wurde bereits storniert.');
  const ledger = await loadTenantLedger(tx);
  const [reversal] = reverseEntries([journalEntryOf(row, { type: 'bankTransaction', id: row.belegfeld1 })], {
    date: on,
  });
  await storeEntries(tx, actor, [reversal!], ledger, {
    documentId: null,
    reversesId: row.id,
    ...(incomingInvoiceId !== undefined && { incomingInvoiceId }),
  });
}

/**
 * Checks a bank account's G/L account: an account of the tenant's chart that holds money (bank or
 * cash). Answers the account's German name.
 */
export async function checkMoneyAccount(tx: Tx, number: string): Promise<string> {
  const ledger = await loadTenantLedger(tx);
  const account = ledgerAccount(ledger, number);
  const problem = !account
    ? `Das Sachkonto ${number} gibt es im ${ledger.chart.id} nicht.`
    : account.role !== 'bank' && account.role !== 'cash'
      ? `Das Sachkonto ${number} (${account.name}) ist kein Geldkonto (Bank oder Kasse).`
      : null;
  if (problem) throw badRequest(problem, { ledger_account: problem });
  return account!.name;
}
