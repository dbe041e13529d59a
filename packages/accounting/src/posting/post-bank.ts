import Big from 'big.js';
import { roundMoney } from '@kontor/contracts';
import { AccountingError } from '../accounting-error.ts';
import type { Ledger } from '../chart/ledger.ts';
import type { VatFunctionId } from '../chart/vat-functions.ts';
import type { JournalEntry } from '../journal/journal-entry.ts';
import { buildEntry } from './build-entry.ts';

/** A bank (or cash) transaction without a document: positive amounts came in, negative went out. */
export interface BankTransactionForPosting {
  id: string;
  date: string;
  moneyAccount: string;
  amount: string;
  /** Reference for Belegfeld 1, e.g. the statement number or end-to-end id (DATEV-safe). */
  reference: string;
  purpose: string;
}

/** A rule for recurring bookings without a document (fees, rent, salaries, private withdrawals). */
export interface BankRule {
  account: string;
  /** Input VAT contained in the amount (e.g. a fee with VAT); bank fees themselves are tax-free (§ 4 Nr. 8 UStG). */
  vatFunction?: VatFunctionId;
  text?: string;
}

/** Books a transaction by a rule: money ↔ rule account, the VAT case on the rule account's side. */
export function postBankRule(
  transaction: BankTransactionForPosting,
  rule: BankRule,
  ledger: Ledger,
): JournalEntry[] {
  const amount = new Big(transaction.amount);
  if (amount.eq(0))
    throw new AccountingError('Der Umsatz hat keinen Betrag.', `Bankumsatz ${transaction.reference}`);
  const incoming = amount.gt(0);
  return [
    buildEntry(
      ledger,
      {
        date: transaction.date,
        belegfeld1: transaction.reference,
        text: rule.text ?? transaction.purpose,
        debit: incoming ? transaction.moneyAccount : rule.account,
        credit: incoming ? rule.account : transaction.moneyAccount,
        amount: roundMoney(amount.abs()),
        source: { type: 'bankTransaction', id: transaction.id },
      },
      rule.vatFunction ? { function: rule.vatFunction, side: incoming ? 'credit' : 'debit' } : undefined,
    ),
  ];
}

/**
 * Opening balances (Saldenvorträge) at the start of a fiscal year: each account against 9000 (G/L
 * accounts), 9008 (debtors) or 9009 (creditors). Positive balances are debit balances.
 */
export function postOpeningBalances(
  date: string,
  balances: readonly { account: string; balance: string }[],
  ledger: Ledger,
): JournalEntry[] {
  return balances
    .filter((b) => !new Big(b.balance).eq(0))
    .map((b) => {
      const found = ledger.find(b.account);
      const counter = ledger.accountFor(
        found && 'kind' in found
          ? found.kind === 'debtor'
            ? 'openingBalanceDebtors'
            : 'openingBalanceCreditors'
          : 'openingBalanceLedger',
      );
      const debitBalance = new Big(b.balance).gt(0);
      return buildEntry(ledger, {
        date,
        belegfeld1: `EB${date.slice(0, 4)}`,
        text: `Saldenvortrag ${b.account}`,
        debit: debitBalance ? b.account : counter,
        credit: debitBalance ? counter : b.account,
        amount: roundMoney(new Big(b.balance).abs()),
        source: { type: 'openingBalance', id: `${date}:${b.account}` },
      });
    });
}
