import { AccountingError, createLedger, postVendorPayment, type JournalEntry } from '@kontor/accounting';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { storeEntries } from './store-entries.ts';
import { creditorAccountOf, tenantChart } from './tenant-ledger.ts';

/** A bank transaction allocated to an approved incoming invoice, as the banking module hands it over. */
export interface BankVendorPayment {
  transactionId: number;
  incomingInvoiceId: number;
  date: string;
  /** The vendor's invoice number: the open-item key of the creditor account (Belegfeld 1). */
  invoiceNumber: string;
  vendor: { id: number; number: string | null; name: string };
  /** Paid to the vendor (negative: a refund from the vendor on a credit note). */
  amount: string;
  /** Skonto taken, weighted over the invoice's gross per VAT rate. */
  skonto: { amount: string; rates: readonly { rate: string; gross: string }[] } | null;
  /** The bank account's G/L account; null = the chart's bank account. */
  moneyAccount: string | null;
}

/**
 * Books a supplier payment from the bank: creditor ↔ bank for the amount, the Skonto received per
 * VAT rate on the automatic "Erhaltene Skonti" accounts (input VAT reduced, § 17 UStG), in the
 * caller's transaction. Returns the ids of the entries (the first is the money entry).
 */
export async function postBankVendorPayment(tx: Tx, actor: Actor, payment: BankVendorPayment) {
  const creditor = await creditorAccountOf(tx, actor.tenantId, payment.vendor);
  const ledger = createLedger(await tenantChart(tx), { personalAccounts: [creditor] });
  let entries: JournalEntry[];
  try {
    entries = postVendorPayment(
      {
        id: String(payment.transactionId),
        date: payment.date,
        moneyAccount: payment.moneyAccount ?? ledger.accountFor('bank'),
        creditorAccount: creditor.number,
        invoiceNumber: payment.invoiceNumber,
        partyName: payment.vendor.name,
        amount: payment.amount,
        ...(payment.skonto && { skonto: payment.skonto }),
        source: { type: 'bankTransaction', id: String(payment.transactionId) },
      },
      ledger,
    );
  } catch (error) {
    if (error instanceof AccountingError) throw badRequest(`Nicht buchbar: ${error.message}`);
    throw error;
  }
  return storeEntries(tx, actor, entries, ledger, {
    documentId: null,
    incomingInvoiceId: payment.incomingInvoiceId,
  });
}
