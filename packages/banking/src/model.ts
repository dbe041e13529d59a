/**
 * One statement model for CAMT.052/053/054, MT940/MT942 and CSV exports. Amounts are decimal
 * strings (signed: negative = debit), dates are ISO `YYYY-MM-DD` as the bank wrote them.
 */

export type StatementFormat = 'camt.052' | 'camt.053' | 'camt.054' | 'mt940' | 'mt942' | 'csv';

export type CreditDebit = 'credit' | 'debit';

/** `booked` (BOOK), `pending` (PDNG, MT942 / intraday) or `info` (INFO: advice only, never a booking). */
export type EntryStatus = 'booked' | 'pending' | 'info';

export interface Balance {
  /** ISO 20022 balance type (OPBD, CLBD, PRCD, ITBD, CLAV, FWAV …); MT940 tags map to the same codes. */
  type: string;
  /** Signed decimal string. */
  amount: string;
  currency: string | null;
  date: string | null;
  /** MT940 field the balance came from (`60F`, `60M`, `62F`, `62M`, `64`, `65`); null for CAMT. */
  sourceTag?: string | null;
}

export interface BankTransactionCode {
  domain: string | null;
  family: string | null;
  subFamily: string | null;
  proprietary: string | null;
  proprietaryIssuer: string | null;
  /** German Geschäftsvorfallcode (MT940 :86: or the DK proprietary code `NTRF+166+…`). */
  gvc: string | null;
}

export interface Counterparty {
  name: string | null;
  iban: string | null;
  /** Account number when it is not an IBAN (old BLZ/Kontonummer, foreign accounts). */
  accountId: string | null;
  bic: string | null;
  /** Ultimate debtor/creditor ("abweichender Auftraggeber/Empfänger"). */
  ultimateName: string | null;
}

export interface Money {
  amount: string;
  currency: string;
}

/** One payment: a CAMT TxDtls, or the single payment an entry without details stands for. */
export interface BankTransaction {
  /** Signed decimal string in the account currency. */
  amount: string;
  currency: string;
  creditDebit: CreditDebit;
  /** Instructed amount / original currency (AmtDtls/InstdAmt, MT940 OCMT). */
  instructedAmount: Money | null;
  counterparty: Counterparty;
  /** Remittance text: unstructured blocks joined (a full 140-character block continues without a space). */
  purpose: string;
  /** The unstructured blocks as delivered (CAMT Ustrd, MT940 purpose subfields). */
  remittanceLines: string[];
  /** Structured creditor reference (RF… / ISR), if any. */
  creditorReference: string | null;
  endToEndId: string | null;
  mandateId: string | null;
  creditorId: string | null;
  instructionId: string | null;
  transactionId: string | null;
  paymentInformationId: string | null;
  accountServicerReference: string | null;
  purposeCode: string | null;
  returnReason: string | null;
  bankTransactionCode: BankTransactionCode | null;
  /** Total charges and taxes (unsigned decimal), if stated. */
  charges: Money | null;
}

export interface BankEntry {
  /** Position of the entry within its statement, from 0. */
  index: number;
  bookingDate: string | null;
  valueDate: string | null;
  /** Signed decimal string (the entry total; a batch's details add up to it). */
  amount: string;
  currency: string;
  creditDebit: CreditDebit;
  /** RvslInd / MT940 `RC`/`RD`: the entry reverses an earlier one. */
  reversal: boolean;
  status: EntryStatus;
  accountServicerReference: string | null;
  entryReference: string | null;
  bankTransactionCode: BankTransactionCode | null;
  /** AddtlNtryInf, MT940 posting text (?00). */
  additionalInfo: string | null;
  charges: Money | null;
  instructedAmount: Money | null;
  /** Batch booking (Sammler): payment information id and number of transactions. */
  batch: { paymentInformationId: string | null; numberOfTransactions: number | null } | null;
  /** At least one transaction; a batch entry has one per TxDtls. */
  transactions: BankTransaction[];
}

export interface BankAccountRef {
  iban: string | null;
  /** Non-IBAN account identification (MT940 `BLZ/Konto`, CAMT Othr/Id). */
  otherId: string | null;
  currency: string | null;
  bic: string | null;
  name: string | null;
  ownerName: string | null;
}

export interface BankStatement {
  format: StatementFormat;
  /** GrpHdr/MsgId, MT940 :20:. */
  messageId: string | null;
  /** Stmt/Id, Rpt/Id, Ntfctn/Id; MT940 :20: as well. */
  statementId: string | null;
  /** ElctrncSeqNb (or LglSeqNb); MT940 :28C: `number/sequence`. */
  sequence: string | null;
  createdAt: string | null;
  fromDate: string | null;
  toDate: string | null;
  account: BankAccountRef;
  openingBalance: Balance | null;
  closingBalance: Balance | null;
  /** Every balance the file states, in file order (including available and intermediate ones). */
  balances: Balance[];
  entries: BankEntry[];
}

/** One bank transaction with the entry data it belongs to: the unit of import and matching. */
export interface StatementTransaction extends BankTransaction {
  statementIndex: number;
  entryIndex: number;
  /** Position of the detail within its entry (0 for an entry without batch details). */
  detailIndex: number;
  bookingDate: string | null;
  valueDate: string | null;
  status: EntryStatus;
  reversal: boolean;
  accountIban: string | null;
  accountId: string | null;
  additionalInfo: string | null;
}

export const emptyCounterparty = (): Counterparty => ({
  name: null,
  iban: null,
  accountId: null,
  bic: null,
  ultimateName: null,
});

/** A transaction with nothing known yet but its amount: readers fill in what their format carries. */
export const newTransaction = (
  amount: string,
  currency: string,
  creditDebit: CreditDebit,
): BankTransaction => ({
  amount,
  currency,
  creditDebit,
  instructedAmount: null,
  counterparty: emptyCounterparty(),
  purpose: '',
  remittanceLines: [],
  creditorReference: null,
  endToEndId: null,
  mandateId: null,
  creditorId: null,
  instructionId: null,
  transactionId: null,
  paymentInformationId: null,
  accountServicerReference: null,
  purposeCode: null,
  returnReason: null,
  bankTransactionCode: null,
  charges: null,
});

export const newStatement = (format: StatementFormat): BankStatement => ({
  format,
  messageId: null,
  statementId: null,
  sequence: null,
  createdAt: null,
  fromDate: null,
  toDate: null,
  account: emptyAccount(),
  openingBalance: null,
  closingBalance: null,
  balances: [],
  entries: [],
});

export const emptyAccount = (): BankAccountRef => ({
  iban: null,
  otherId: null,
  currency: null,
  bic: null,
  name: null,
  ownerName: null,
});
