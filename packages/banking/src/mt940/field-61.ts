import { BankFileError } from '../errors.ts';
import type { Money } from '../model.ts';
import { canonicalAmount } from '../text/decimal.ts';
import { entryDateNear, swiftAmount, swiftDate } from './mt940-values.ts';

export interface StatementLine {
  valueDate: string;
  /** Booking date (entry date `MMDD` with the year of the value date); null when not given. */
  entryDate: string | null;
  /** `C`, `D`, `RC` (reversal of a credit = money out), `RD` (reversal of a debit = money in). */
  mark: 'C' | 'D' | 'RC' | 'RD';
  fundsCode: string | null;
  /** Unsigned decimal. */
  amount: string;
  /** Transaction type identification, e.g. `NTRF`, `N062`, `NMSC`. */
  transactionType: string | null;
  customerReference: string | null;
  bankReference: string | null;
  supplementaryDetails: string | null;
  /** `/OCMT/EUR11,85/` in the supplementary details: the original amount. */
  originalAmount: Money | null;
  charges: Money | null;
}

const HEAD = /^(\d{6})(\d{4}| {4})?(RC|RD|C|D)([A-Z])?\s*(\d[\d,]*)/;

/**
 * `:61:` statement line: value date, optional entry date, mark, optional funds code (the third
 * letter of the currency), amount with decimal comma, type, customer reference `//` bank
 * reference, and supplementary details on the next line. Sparkassen break the line after the mark.
 */
export function parseStatementLine(value: string, line: number): StatementLine {
  const head = HEAD.exec(value);
  if (!head) throw new BankFileError(`Ungültige Umsatzzeile „:61:${value.split('\n')[0]}“.`, line);
  const valueDate = swiftDate(head[1]!, line);
  const entry = head[2]?.trim() ? head[2] : null;
  let rest = value.slice(head[0].length).replace(/^ +/, '');
  const type = /^[A-Z][A-Z0-9 ]{3}/.exec(rest)?.[0] ?? null;
  if (type) rest = rest.slice(4);
  const newline = rest.indexOf('\n');
  const first = newline < 0 ? rest : rest.slice(0, newline);
  let details = newline < 0 ? null : rest.slice(newline + 1).replace(/\n/g, '');
  // Customer reference 16x, then `//` bank reference; anything after 16 characters without `//` is
  // supplementary text some banks (Rabobank) put on the same line.
  const slashes = first.indexOf('//');
  let customer = slashes < 0 ? first.slice(0, 16) : first.slice(0, slashes);
  const bank = slashes < 0 ? '' : first.slice(slashes + 2).trim();
  if (slashes < 0 && first.length > 16) details = `${first.slice(16)}${details ?? ''}`;
  customer = customer.trim();
  return {
    valueDate,
    entryDate: entry ? entryDateNear(valueDate, entry, line) : null,
    mark: head[3] as StatementLine['mark'],
    fundsCode: head[4] ?? null,
    amount: swiftAmount(head[5]!, line),
    transactionType: type?.trim() || null,
    customerReference: customer || null,
    bankReference: bank || null,
    supplementaryDetails: details?.trim() || null,
    originalAmount: detailAmount(details, 'OCMT'),
    charges: detailAmount(details, 'CHGS'),
  };
}

function detailAmount(details: string | null, code: string): Money | null {
  const m = details ? new RegExp(`/${code}/([A-Z]{3})(\\d+(?:,\\d*)?)/?`).exec(details) : null;
  if (!m) return null;
  const [whole, fraction = ''] = m[2]!.split(',');
  return { currency: m[1]!, amount: canonicalAmount(fraction ? `${whole}.${fraction}` : whole!) };
}

/** Money out: a debit, or the reversal of a credit. */
export const isMoneyOut = (mark: StatementLine['mark']): boolean => mark === 'D' || mark === 'RC';
