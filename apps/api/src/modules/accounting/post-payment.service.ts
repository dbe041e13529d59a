import {
  AccountingError,
  createLedger,
  postCustomerPayment,
  reverseEntries,
  splitProportionally,
  type JournalEntry,
} from '@kontor/accounting';
import { roundMoney, toBig, type VatGroup } from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findActiveEntriesOfPayment } from './journal.repository.ts';
import { journalEntryOf, storeEntries, storePostings } from './store-entries.ts';
import { debtorAccountOf, loadTenantLedger, tenantChart } from './tenant-ledger.ts';

/** A payment just recorded on an invoice or credit note, as the documents module hands it over. */
export interface RecordedPayment {
  id: number;
  documentId: number;
  invoiceNumber: string;
  paidOn: string;
  /** Money received (negative: refunded). */
  amount: string;
  method: string | null;
  customer: { id: number; number: string | null; name: string };
  vatGroups: readonly VatGroup[];
  smallBusiness: boolean;
  skonto: string;
  writtenOff: string;
  writeOffReason: string | null;
}

/** Cash ("Bar", "Kasse") books on the Kasse account; every other method on the bank account. */
export const moneyRoleOf = (method: string | null): 'cash' | 'bank' =>
  method && /^(bar|barzahlung|kasse|cash)\b/i.test(method.trim()) ? 'cash' : 'bank';

/** The Skonto split over the invoice's VAT groups by their gross (as the journal books it). */
export function skontoByRate(skonto: string, vatGroups: readonly VatGroup[]) {
  if (toBig(skonto).eq(0)) return [];
  const groups = vatGroups.filter((g) => !toBig(g.taxable).plus(g.tax).eq(0));
  const parts = splitProportionally(
    skonto,
    groups.map((g) => roundMoney(toBig(g.taxable).plus(g.tax))),
  );
  return groups.map((g, index) => ({ category: g.category, rate: g.rate, amount: parts[index]! }));
}

const refused = (error: unknown) => {
  if (error instanceof AccountingError) return badRequest(`Nicht buchbar: ${error.message}`);
  return error;
};

/**
 * Books a payment in the transaction that records it: money (Bank or Kasse by the payment method)
 * ↔ debtor, the Skonto per VAT rate on the automatic "Gewährte Skonti" accounts and a rest written
 * off on the "Erlösschmälerungen" accounts — both take the output VAT back (§ 17 UStG).
 */
export async function postRecordedPayment(tx: Tx, actor: Actor, payment: RecordedPayment) {
  const debtor = await debtorAccountOf(tx, actor.tenantId, payment.customer);
  const ledger = createLedger(await tenantChart(tx), { personalAccounts: [debtor] });
  const options = { smallBusiness: payment.smallBusiness };
  let entries: JournalEntry[];
  try {
    entries = postCustomerPayment(
      {
        id: String(payment.id),
        date: payment.paidOn,
        moneyAccount: ledger.accountFor(moneyRoleOf(payment.method)),
        debtorAccount: debtor.number,
        invoiceNumber: payment.invoiceNumber,
        partyName: payment.customer.name,
        amount: payment.amount,
        ...(toBig(payment.skonto).gt(0) && {
          skonto: { amount: payment.skonto, vatGroups: payment.vatGroups, options },
        }),
        ...(toBig(payment.writtenOff).gt(0) && {
          writeOff: {
            amount: payment.writtenOff,
            vatGroups: payment.vatGroups,
            options,
            reason: payment.writeOffReason ?? '',
          },
        }),
      },
      ledger,
    );
  } catch (error) {
    throw refused(error);
  }
  await storeEntries(tx, actor, entries, ledger, {
    documentId: payment.documentId,
    paymentId: payment.id,
  });
  return entries.length;
}

/**
 * A removed payment: its entries stay (GoBD) and are cancelled by mirror entries dated on the
 * removal day, each pointing at the entry it reverses.
 */
export async function reverseRecordedPayment(
  tx: Tx,
  actor: Actor,
  payment: { id: number; documentId: number; on: string },
) {
  const posted = await findActiveEntriesOfPayment(tx, payment.id);
  if (posted.length === 0) return 0;
  const ledger = await loadTenantLedger(tx);
  await storePostings(
    tx,
    actor,
    posted.map((row) => {
      const original = journalEntryOf(row, { type: 'payment', id: String(payment.id) });
      return {
        entries: reverseEntries([original], { date: payment.on }),
        links: { documentId: payment.documentId, paymentId: payment.id, reversesId: row.id },
      };
    }),
    ledger,
  );
  return posted.length;
}
