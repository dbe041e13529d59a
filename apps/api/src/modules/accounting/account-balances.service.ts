import Big from 'big.js';
import type { AccountBalance, AccountingPeriod, AccountStatement } from '@kontor/contracts';
import { roundMoney } from '@kontor/contracts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { balanceBefore, findAccountMovements, sumMovementsByAccount } from './journal.repository.ts';
import { loadTenantLedger } from './tenant-ledger.ts';

/** DATEV order: G/L accounts by number, then the longer personal accounts. */
const byAccountNumber = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

/** Summen- und Saldenliste of the period: every account with movements, debit − credit as balance. */
export async function listAccountBalances(tx: Tx, period: AccountingPeriod) {
  const ledger = await loadTenantLedger(tx);
  const sums = await sumMovementsByAccount(tx, period.from, period.to);
  const items: AccountBalance[] = sums
    .sort((a, b) => byAccountNumber(a.account, b.account))
    .map((row) => ({
      id: row.account,
      number: row.account,
      name: ledger.find(row.account)?.name ?? '',
      debit: roundMoney(new Big(row.debit)),
      credit: roundMoney(new Big(row.credit)),
      balance: roundMoney(new Big(row.debit).minus(row.credit)),
    }));
  return { chart: ledger.chart.id, items };
}

const kindOf = (account: object) =>
  'kind' in account ? (account.kind === 'debtor' ? 'Debitor' : 'Kreditor') : 'Sachkonto';

/** Kontoblatt: the account's movements in the period with the running balance from the opening one. */
export async function getAccountStatement(
  tx: Tx,
  number: string,
  period: AccountingPeriod,
): Promise<AccountStatement> {
  const ledger = await loadTenantLedger(tx);
  const account = ledger.find(number);
  if (!account) throw notFound('Dieses Konto gibt es im Kontenrahmen nicht.');
  const opening = new Big(await balanceBefore(tx, number, period.from));
  let running = opening;
  let debit = new Big(0);
  let credit = new Big(0);
  const rows = await findAccountMovements(tx, number, period.from, period.to);
  const items = rows.map((row) => {
    running = running.plus(row.debit).minus(row.credit);
    debit = debit.plus(row.debit);
    credit = credit.plus(row.credit);
    return {
      entry_id: row.entryId,
      date: row.date,
      belegfeld1: row.belegfeld1,
      text: row.text,
      contra_account: row.debitAccount === number ? row.creditAccount : row.debitAccount,
      debit: roundMoney(new Big(row.debit)),
      credit: roundMoney(new Big(row.credit)),
      balance: roundMoney(running),
      source: row.documentId === null ? null : { type: 'document' as const, id: row.documentId },
    };
  });
  return {
    chart: ledger.chart.id,
    account: { id: number, number, name: account.name, kind: kindOf(account) },
    opening_balance: roundMoney(opening),
    debit: roundMoney(debit),
    credit: roundMoney(credit),
    closing_balance: roundMoney(running),
    items,
  };
}
