import Big from 'big.js';
import { roundMoney, type VatGroup } from '@kontor/contracts';
import { AccountingError } from '../accounting-error.ts';
import type { AccountRole } from '../chart/account.ts';
import type { Ledger } from '../chart/ledger.ts';
import type { JournalEntry, JournalSource } from '../journal/journal-entry.ts';
import { accountVatFunction, buildEntry } from './build-entry.ts';
import { skontoGivenRoleFor, writeOffRoleFor, type RevenueOptions } from './revenue-account.ts';
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
  /** A small rest written off ("ausgebucht"): an Entgeltsminderung like Skonto, on the Erlösschmälerungen accounts. */
  writeOff?: { amount: string; vatGroups: readonly VatGroup[]; options?: RevenueOptions; reason: string };
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
function skontoEntry(
  ledger: Ledger,
  payment: PaymentBase,
  debit: string,
  credit: string,
  part: string,
  label = 'Skonto',
) {
  const negative = new Big(part).lt(0);
  const [from, to] = negative ? [credit, debit] : [debit, credit];
  const skontoAccount = ledger.isPersonal(debit) ? credit : debit;
  const fn = accountVatFunction(ledger, skontoAccount);
  return buildEntry(
    ledger,
    {
      date: payment.date,
      belegfeld1: payment.invoiceNumber,
      text: `${label} ${payment.invoiceNumber} ${payment.partyName}`,
      debit: from,
      credit: to,
      amount: roundMoney(new Big(part).abs()),
      source: payment.source ?? { type: 'payment', id: payment.id },
    },
    fn ? { function: fn, side: from === skontoAccount ? 'debit' : 'credit' } : undefined,
  );
}

/** Money ↔ party for the amount, then the Skonto parts; refuses a payment without any amount. */
function postPayment(
  ledger: Ledger,
  payment: PaymentBase,
  party: { account: string; incoming: boolean },
  amount: string,
  skontoParts: readonly { account: string; amount: string; label?: string }[],
): JournalEntry[] {
  const entries: JournalEntry[] = [];
  const text = `Zahlung ${payment.invoiceNumber} ${payment.partyName}`;
  if (!new Big(amount).eq(0))
    entries.push(moneyEntry(ledger, payment, party.account, amount, party.incoming, text));
  for (const part of skontoParts) {
    if (new Big(part.amount).eq(0)) continue;
    // Skonto given reduces the debtor (Skonto account in debit); Skonto received the creditor (in credit).
    const [debit, credit] = party.incoming ? [part.account, party.account] : [party.account, part.account];
    entries.push(skontoEntry(ledger, payment, debit, credit, part.amount, part.label));
  }
  if (entries.length === 0)
    throw new AccountingError('Die Zahlung hat keinen Betrag.', `Zahlung ${payment.invoiceNumber}`);
  return entries;
}

/** Whether there is a Skonto to book; a negative one is refused. */
function hasSkonto(amount: string, payment: PaymentBase): boolean {
  if (new Big(amount).eq(0)) return false;
  if (!positive(amount))
    throw new AccountingError('Skonto muss positiv sein.', `Zahlung ${payment.invoiceNumber}`);
  return true;
}

/**
 * A customer payment: money ↔ debtor for the amount received, and the Skonto (and a rest written
 * off, on the Erlösschmälerungen accounts) split over the
 * invoice's VAT groups in proportion to their gross — each part on the Skonto account of its rate
 * (automatic, so DATEV and Kontor both take the VAT back: Entgeltsminderung § 17 UStG), or for
 * tax-free groups back off their revenue account so the Kennzahl shrinks too.
 */
export function postCustomerPayment(payment: CustomerPayment, ledger: Ledger): JournalEntry[] {
  const parts: { account: string; amount: string; label?: string }[] = [];
  const reductions = [
    { reduction: payment.skonto, role: skontoGivenRoleFor, label: 'Skonto' },
    { reduction: payment.writeOff, role: writeOffRoleFor, label: 'Ausbuchung' },
  ];
  for (const { reduction, role, label } of reductions) {
    if (!reduction || !hasSkonto(reduction.amount, payment)) continue;
    const groups = reduction.vatGroups.filter((g) => !new Big(g.taxable).plus(g.tax).eq(0));
    const amounts = splitProportionally(
      reduction.amount,
      groups.map((g) => roundMoney(new Big(g.taxable).plus(g.tax))),
    );
    groups.forEach((group, index) =>
      parts.push({
        account: ledger.accountFor(role(group.category, group.rate, reduction.options ?? {})),
        amount: amounts[index]!,
        label,
      }),
    );
  }
  return postPayment(
    ledger,
    payment,
    { account: payment.debtorAccount, incoming: true },
    payment.amount,
    parts,
  );
}

const skontoReceivedRole = (rate: string): AccountRole =>
  new Big(rate).eq(19) ? 'skontoReceived19' : new Big(rate).eq(7) ? 'skontoReceived7' : 'skontoReceived';

/**
 * A vendor payment: creditor ↔ money for the amount paid, and the Skonto received per VAT rate on
 * the automatic "Erhaltene Skonti" accounts, which reduce the input VAT (§ 17 UStG).
 */
export function postVendorPayment(payment: VendorPayment, ledger: Ledger): JournalEntry[] {
  const skonto = payment.skonto;
  const parts: { account: string; amount: string }[] = [];
  if (skonto && hasSkonto(skonto.amount, payment)) {
    const amounts = splitProportionally(
      skonto.amount,
      skonto.rates.map((r) => r.gross),
    );
    skonto.rates.forEach((rate, index) =>
      parts.push({ account: ledger.accountFor(skontoReceivedRole(rate.rate)), amount: amounts[index]! }),
    );
  }
  return postPayment(
    ledger,
    payment,
    { account: payment.creditorAccount, incoming: false },
    payment.amount,
    parts,
  );
}
