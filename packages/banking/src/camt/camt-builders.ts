import { canonicalAmount, signedAmount, sumAmounts } from '../text/decimal.ts';
import { joinRemittanceBlocks, orNull, splitSepaKeys } from '../text/remittance.ts';
import {
  emptyCounterparty,
  type Balance,
  type BankEntry,
  type BankTransaction,
  type BankTransactionCode,
  type Counterparty,
  type CreditDebit,
  type EntryStatus,
  type Money,
} from '../model.ts';

/** Mutable collectors the stream reader fills; `finish…` turns them into the model. */
export interface PartySides {
  debtor: Counterparty;
  creditor: Counterparty;
  /** Cdtr/Id/PrvtId/Othr/Id: the SEPA creditor identifier on direct debits. */
  creditorSchemeId: string | null;
}

export interface CodeDraft {
  domain: string | null;
  family: string | null;
  subFamily: string | null;
  proprietary: string | null;
  proprietaryIssuer: string | null;
}

export interface ChargesDraft {
  total: Money | null;
  /** Charges records summed when no total is given (camt v2 lists Chrgs without a total). */
  records: Money[];
}

export interface TxDraft {
  amount: Money | null;
  transactionAmount: Money | null;
  instructedAmount: Money | null;
  creditDebit: CreditDebit | null;
  parties: PartySides;
  ustrd: string[];
  additionalRemittance: string[];
  additionalInfo: string | null;
  creditorReference: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  instructionId: string | null;
  transactionId: string | null;
  paymentInformationId: string | null;
  accountServicerReference: string | null;
  purposeCode: string | null;
  returnReason: string | null;
  code: CodeDraft | null;
  charges: ChargesDraft | null;
}

export interface EntryDraft {
  index: number;
  amount: Money | null;
  creditDebit: CreditDebit | null;
  reversal: boolean;
  status: string | null;
  bookingDate: string | null;
  valueDate: string | null;
  accountServicerReference: string | null;
  entryReference: string | null;
  code: CodeDraft | null;
  charges: ChargesDraft | null;
  additionalInfo: string | null;
  instructedAmount: Money | null;
  batchPaymentInformationId: string | null;
  batchCount: number | null;
  transactions: TxDraft[];
}

export interface BalanceDraft {
  type: string | null;
  amount: Money | null;
  creditDebit: CreditDebit | null;
  date: string | null;
}

export const newTxDraft = (): TxDraft => ({
  amount: null,
  transactionAmount: null,
  instructedAmount: null,
  creditDebit: null,
  parties: { debtor: emptyCounterparty(), creditor: emptyCounterparty(), creditorSchemeId: null },
  ustrd: [],
  additionalRemittance: [],
  additionalInfo: null,
  creditorReference: null,
  endToEndId: null,
  mandateId: null,
  instructionId: null,
  transactionId: null,
  paymentInformationId: null,
  accountServicerReference: null,
  purposeCode: null,
  returnReason: null,
  code: null,
  charges: null,
});

export const newEntryDraft = (index: number): EntryDraft => ({
  index,
  amount: null,
  creditDebit: null,
  reversal: false,
  status: null,
  bookingDate: null,
  valueDate: null,
  accountServicerReference: null,
  entryReference: null,
  code: null,
  charges: null,
  additionalInfo: null,
  instructedAmount: null,
  batchPaymentInformationId: null,
  batchCount: null,
  transactions: [],
});

export const newBalanceDraft = (): BalanceDraft => ({
  type: null,
  amount: null,
  creditDebit: null,
  date: null,
});

export const newCodeDraft = (): CodeDraft => ({
  domain: null,
  family: null,
  subFamily: null,
  proprietary: null,
  proprietaryIssuer: null,
});

export const creditDebitOf = (text: string): CreditDebit | null =>
  text === 'CRDT' ? 'credit' : text === 'DBIT' ? 'debit' : null;

/** `2014-12-31` from `<Dt>` or the date part of `<DtTm>` (the bank's local date, not converted to UTC). */
export const isoDateOf = (text: string): string | null =>
  /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;

const STATUS: Record<string, EntryStatus> = { BOOK: 'booked', PDNG: 'pending', INFO: 'info' };

// DK proprietary code "NTRF+166+00931": the middle part is the Geschäftsvorfallcode.
const GVC_IN_PROPRIETARY = /^[A-Z]{4}\+(\d{3})(\+|$)/;

function finishCode(draft: CodeDraft | null): BankTransactionCode | null {
  if (!draft) return null;
  const gvc = draft.proprietary ? (GVC_IN_PROPRIETARY.exec(draft.proprietary)?.[1] ?? null) : null;
  return { ...draft, gvc };
}

function finishCharges(draft: ChargesDraft | null): Money | null {
  if (!draft) return null;
  if (draft.total) return { amount: canonicalAmount(draft.total.amount), currency: draft.total.currency };
  const first = draft.records[0];
  if (!first) return null;
  return {
    amount: canonicalAmount(sumAmounts(draft.records.map((r) => r.amount))),
    currency: first.currency,
  };
}

const moneyOf = (m: Money | null): Money | null =>
  m ? { amount: canonicalAmount(m.amount), currency: m.currency } : null;

export function finishBalance(draft: BalanceDraft): Balance | null {
  if (!draft.amount) return null;
  return {
    type: draft.type ?? 'UNKNOWN',
    amount: signedAmount(draft.amount.amount, draft.creditDebit === 'debit'),
    currency: draft.amount.currency,
    date: draft.date,
  };
}

function finishTransaction(tx: TxDraft, entry: EntryDraft, single: boolean): BankTransaction {
  // The booked entry decides the direction: a detail contradicting its entry cannot move money the other way.
  const creditDebit = entry.creditDebit ?? tx.creditDebit ?? 'credit';
  const money =
    tx.amount ??
    tx.transactionAmount ??
    (single ? entry.amount : null) ??
    (tx.instructedAmount && tx.instructedAmount.currency === entry.amount?.currency
      ? tx.instructedAmount
      : null);
  const currency = money?.currency ?? entry.amount?.currency ?? '';
  // Money in: the debtor paid us. A reversal turns the direction round (a returned direct debit is a credit from us as creditor).
  const incoming = (creditDebit === 'credit') !== entry.reversal;
  const { debtor, creditor } = tx.parties;
  const primary = incoming ? debtor : creditor;
  const other = incoming ? creditor : debtor;
  const known = (p: Counterparty) => !!(p.name || p.iban || p.accountId || p.ultimateName);
  const counterparty: Counterparty = known(primary) || !known(other) ? { ...primary } : { ...other };
  const purpose = joinRemittanceBlocks(tx.ustrd.length ? tx.ustrd : tx.additionalRemittance);
  const keys = splitSepaKeys(purpose).values;
  counterparty.iban ??= keys.IBAN?.replace(/\s/g, '') ?? null;
  counterparty.bic ??= keys.BIC ?? null;
  return {
    amount: money ? signedAmount(money.amount, creditDebit === 'debit') : '0.00',
    currency,
    creditDebit,
    instructedAmount: moneyOf(tx.instructedAmount),
    counterparty,
    purpose: purpose || (tx.additionalInfo ?? ''),
    remittanceLines: tx.ustrd,
    creditorReference: tx.creditorReference,
    endToEndId: orNull(tx.endToEndId) ?? orNull(keys.EREF),
    mandateId: orNull(tx.mandateId) ?? orNull(keys.MREF),
    creditorId: orNull(tx.parties.creditorSchemeId) ?? orNull(keys.CRED),
    instructionId: orNull(tx.instructionId),
    transactionId: orNull(tx.transactionId),
    paymentInformationId: orNull(tx.paymentInformationId),
    accountServicerReference: orNull(tx.accountServicerReference),
    purposeCode: tx.purposeCode,
    returnReason: tx.returnReason,
    bankTransactionCode: finishCode(tx.code),
    charges: finishCharges(tx.charges),
  };
}

export function finishEntry(entry: EntryDraft): BankEntry {
  const drafts = entry.transactions.length ? entry.transactions : [newTxDraft()];
  const creditDebit = entry.creditDebit ?? 'credit';
  const currency = entry.amount?.currency ?? '';
  const transactions = drafts.map((tx) => finishTransaction(tx, entry, drafts.length === 1));
  // An entry without details carries its remittance data itself (additional entry info).
  if (!entry.transactions.length && entry.additionalInfo) transactions[0]!.purpose ||= entry.additionalInfo;
  return {
    index: entry.index,
    bookingDate: entry.bookingDate,
    valueDate: entry.valueDate,
    amount: entry.amount ? signedAmount(entry.amount.amount, creditDebit === 'debit') : '0.00',
    currency,
    creditDebit,
    reversal: entry.reversal,
    status: STATUS[entry.status ?? 'BOOK'] ?? 'booked',
    accountServicerReference: orNull(entry.accountServicerReference),
    entryReference: orNull(entry.entryReference),
    bankTransactionCode: finishCode(entry.code),
    additionalInfo: entry.additionalInfo,
    charges: finishCharges(entry.charges),
    instructedAmount: moneyOf(entry.instructedAmount),
    batch:
      entry.batchPaymentInformationId || entry.batchCount !== null
        ? { paymentInformationId: entry.batchPaymentInformationId, numberOfTransactions: entry.batchCount }
        : null,
    transactions,
  };
}
