import Big from 'big.js';
import type { BankStatement, StatementTransaction } from '../model.ts';
import { canonicalAmount, sumAmounts } from '../text/decimal.ts';

/** Booked entries only: pending and information entries do not move the booked balance. */
export const bookedTotal = (statement: BankStatement): Big =>
  sumAmounts(statement.entries.filter((e) => e.status === 'booked').map((e) => e.amount));

/**
 * Opening + booked entries = closing, when the file states both balances. Returns German warnings
 * (a break is shown to the user, never a reason to refuse the file).
 */
export function checkBalanceChain(statement: BankStatement): string[] {
  const { openingBalance: opening, closingBalance: closing } = statement;
  if (!opening || !closing) return [];
  const expected = new Big(opening.amount).plus(bookedTotal(statement));
  if (expected.eq(closing.amount)) return [];
  return [
    `Der Schlusssaldo ${closing.amount} passt nicht zu Anfangssaldo ${opening.amount} und Umsätzen (erwartet ${canonicalAmount(expected)}).`,
  ];
}

/** Warns when a statement does not start where the previous one of the same account ended. */
export function checkStatementSequence(previous: BankStatement, next: BankStatement): string[] {
  const closing = previous.closingBalance;
  const opening = next.openingBalance;
  if (!closing || !opening || new Big(closing.amount).eq(opening.amount)) return [];
  return [
    `Der Anfangssaldo ${opening.amount} schließt nicht an den vorherigen Schlusssaldo ${closing.amount} an.`,
  ];
}

/** Every payment of the statements with the data of its entry: what is imported and matched. */
export function statementTransactions(statements: readonly BankStatement[]): StatementTransaction[] {
  const out: StatementTransaction[] = [];
  statements.forEach((statement, statementIndex) => {
    for (const entry of statement.entries) {
      entry.transactions.forEach((tx, detailIndex) =>
        out.push({
          ...tx,
          bankTransactionCode: tx.bankTransactionCode ?? entry.bankTransactionCode,
          accountServicerReference:
            tx.accountServicerReference ??
            (entry.transactions.length === 1 ? entry.accountServicerReference : null),
          paymentInformationId: tx.paymentInformationId ?? entry.batch?.paymentInformationId ?? null,
          statementIndex,
          entryIndex: entry.index,
          detailIndex,
          bookingDate: entry.bookingDate,
          valueDate: entry.valueDate,
          status: entry.status,
          reversal: entry.reversal,
          accountIban: statement.account.iban,
          accountId: statement.account.otherId,
          additionalInfo: entry.additionalInfo,
        }),
      );
    }
  });
  return out;
}
