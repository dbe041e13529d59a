import Big from 'big.js';
import { roundMoney, type VatGroup } from '@kontor/contracts';
import { AccountingError } from '../accounting-error.ts';
import type { AccountRole } from '../chart/account.ts';
import type { Ledger } from '../chart/ledger.ts';
import type { JournalEntry, JournalSource } from '../journal/journal-entry.ts';
import { accountVatFunction, buildEntry } from './build-entry.ts';
import { skontoGivenRoleFor, type RevenueOptions } from './revenue-account.ts';
import { splitProportionally } from './split-by-groups.ts';

interface PaymentBase {
  id: string;
  /** Booking date of the money movement, ISO. */
  date: string;
  /** The bank or cash account the money moved on. */
  moneyAccount: string;
  /** Invoice number — the open-item key that clears the invoice in DATEV. */
  invoiceNumber: string;
  partyName: string;
  source?: JournalSource;
}

/** Money from a customer for an invoice (negative: a refund to the customer), with the Skonto the customer took. */
export interface CustomerPayment extends PaymentBase {
  debtorAccount: string;
  amount: string;
  skonto?: { amount: string; vatGroups: readonly VatGroup[]; options?: RevenueOptions };
}

/** Money to a vendor for an incoming invoice (negative: a refund from the vendor), with the Skonto taken. */
export interface VendorPayment extends PaymentBase {
  creditorAccount: string;
  amount: string;
  /** Skonto per VAT rate of the incoming invoice: the gross of each rate weights the split. */
  skonto?: { amount: string; rates: readonly { rate: string; gross: string }[] };
}

const positive = (value: string) => new Big(value).gt(0);

function moneyEntry(
  ledger: Ledger,
  payment: PaymentBase,
  partyAccount: string,
  amount: string,
  incoming: boolean,
  text: string,
) {
  const value = roundMoney(new Big(amount).abs());
  const towardsMoney = incoming === positive(amount);
  return buildEntry(ledger, {
    date: payment.date,
    belegfeld1: payment.invoiceNumber,
    text,
    debit: towardsMoney ? payment.moneyAccount : partyAccount,
    credit: towardsMoney ? partyAccount : payment.moneyAccount,
    amount: value,
    source: payment.source ?? { type: 'payment', id: payment.id },
  });
}

/**
 * One Skonto part from `debit` to `credit`; a negative part (from a negative VAT group, e.g. a
 * returned item on the invoice) books the other way round. The tax case follows the Skonto account.
 */
function skontoEntry(ledger: Ledger, payment: PaymentBase, debit: string, credit: string, part: string) {
  const negative = new Big(part).lt(0);
  const [from, to] = negative ? [credit, debit] : [debit, credit];
  const skontoAccount = ledger.isPersonal(debit) ? credit : debit;
  const fn = accountVatFunction(ledger, skontoAccount);
  return buildEntry(
    ledger,
    {
      date: payment.date,
      belegfeld1: payment.invoiceNumber,
      text: `Skonto ${payment.invoiceNumber} ${payment.partyName}`,
      debit: from,
      credit: to,
      amount: roundMoney(new Big(part).abs()),
      source: payment.source ?? { type: 'payment', id: payment.id },
    },
    fn ? { function: fn, side: from === skontoAccount ? 'debit' : 'credit' } : undefined,
  );
}

/**
 * A customer payment: money ↔ debtor for the amount received, and the Skonto split over the
 * invoice's VAT groups in proportion to their gross — each part on the Skonto account of its rate
 * (automatic, so DATEV and Kontor both take the VAT back: Entgeltsminderung § 17 UStG), or for
 * tax-free groups back off their revenue account so the Kennzahl shrinks too.
 */
export function postCustomerPayment(payment: CustomerPayment, ledger: Ledger): JournalEntry[] {
  const entries: JournalEntry[] = [];
  if (!new Big(payment.amount).eq(0))
    entries.push(
      moneyEntry(
        ledger,
        payment,
        payment.debtorAccount,
        payment.amount,
        true,
        `Zahlung ${payment.invoiceNumber} ${payment.partyName}`,
      ),
    );
  const skonto = payment.skonto;
  if (skonto && !new Big(skonto.amount).eq(0)) {
    if (!positive(skonto.amount))
      throw new AccountingError('Skonto muss positiv sein.', `Zahlung ${payment.invoiceNumber}`);
    const groups = skonto.vatGroups.filter((g) => !new Big(g.taxable).plus(g.tax).eq(0));
    const parts = splitProportionally(
      skonto.amount,
      groups.map((g) => roundMoney(new Big(g.taxable).plus(g.tax))),
    );
    groups.forEach((group, index) => {
      const part = parts[index]!;
      if (new Big(part).eq(0)) return;
      const account = ledger.accountFor(skontoGivenRoleFor(group.category, group.rate, skonto.options ?? {}));
      entries.push(skontoEntry(ledger, payment, account, payment.debtorAccount, part));
    });
  }
  if (entries.length === 0)
    throw new AccountingError('Die Zahlung hat keinen Betrag.', `Zahlung ${payment.invoiceNumber}`);
  return entries;
}

const skontoReceivedRole = (rate: string): AccountRole =>
  new Big(rate).eq(19) ? 'skontoReceived19' : new Big(rate).eq(7) ? 'skontoReceived7' : 'skontoReceived';

/**
 * A vendor payment: creditor ↔ money for the amount paid, and the Skonto received per VAT rate on
 * the automatic "Erhaltene Skonti" accounts, which reduce the input VAT (§ 17 UStG).
 */
export function postVendorPayment(payment: VendorPayment, ledger: Ledger): JournalEntry[] {
  const entries: JournalEntry[] = [];
  if (!new Big(payment.amount).eq(0))
    entries.push(
      moneyEntry(
        ledger,
        payment,
        payment.creditorAccount,
        payment.amount,
        false,
        `Zahlung ${payment.invoiceNumber} ${payment.partyName}`,
      ),
    );
  const skonto = payment.skonto;
  if (skonto && !new Big(skonto.amount).eq(0)) {
    if (!positive(skonto.amount))
      throw new AccountingError('Skonto muss positiv sein.', `Zahlung ${payment.invoiceNumber}`);
    const parts = splitProportionally(
      skonto.amount,
      skonto.rates.map((r) => r.gross),
    );
    skonto.rates.forEach((rate, index) => {
      const part = parts[index]!;
      if (new Big(part).eq(0)) return;
      const account = ledger.accountFor(skontoReceivedRole(rate.rate));
      entries.push(skontoEntry(ledger, payment, payment.creditorAccount, account, part));
    });
  }
  if (entries.length === 0)
    throw new AccountingError('Die Zahlung hat keinen Betrag.', `Zahlung ${payment.invoiceNumber}`);
  return entries;
}
