import type { AccountingPeriod } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import {
  csvDocument,
  germanDate,
  germanDecimal,
  neutralizeFormula,
  xlsxDocument,
  type XlsxCell,
} from '../entities/index.ts';
import { getAccountStatement } from './account-balances.service.ts';

const header = ['Datum', 'Beleg', 'Buchungstext', 'Gegenkonto', 'Soll', 'Haben', 'Saldo'];
const moneyFormat = '#,##0.00';

/** An account page as CSV (German Excel) or XLSX: opening balance, entries, running balance. */
export async function exportAccountStatement(
  tx: Tx,
  number: string,
  query: AccountingPeriod & { format: 'csv' | 'xlsx' },
) {
  const statement = await getAccountStatement(tx, number, query);
  const rows = [
    {
      date: query.from,
      belegfeld1: '',
      text: 'Anfangssaldo',
      contra: '',
      debit: null,
      credit: null,
      balance: statement.opening_balance,
    },
    ...statement.items.map((line) => ({
      date: line.date,
      belegfeld1: line.belegfeld1,
      text: line.text,
      contra: line.contra_account,
      // A movement is on one side only; the other cell stays empty, as on the screen.
      debit: Number(line.debit) === 0 ? null : line.debit,
      credit: Number(line.credit) === 0 ? null : line.credit,
      balance: line.balance,
    })),
  ];
  let body: Buffer;
  if (query.format === 'csv') {
    const decimal = (value: string | null) => (value === null ? '' : germanDecimal(value, 2));
    const lines = rows.map((r) => [
      germanDate(r.date),
      ...[r.belegfeld1, r.text, r.contra].map(neutralizeFormula),
      decimal(r.debit),
      decimal(r.credit),
      decimal(r.balance),
    ]);
    body = Buffer.from(csvDocument(header, lines), 'utf8');
  } else {
    const decimal = (value: string | null): XlsxCell =>
      value === null ? { value: null } : { value: Number(value), numFmt: moneyFormat };
    const lines: XlsxCell[][] = rows.map((r) => [
      { value: new Date(`${r.date}T00:00:00Z`), numFmt: 'dd.mm.yyyy' },
      { value: r.belegfeld1 || null },
      { value: r.text },
      { value: r.contra || null },
      decimal(r.debit),
      decimal(r.credit),
      decimal(r.balance),
    ]);
    body = await xlsxDocument(`Konto ${number}`, header, lines);
  }
  return {
    filename: `konto-${number}_${query.from}_${query.to}.${query.format}`,
    contentType:
      query.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
