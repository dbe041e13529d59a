import Big from 'big.js';
import { BankFileError } from '../errors.ts';
import type { Balance } from '../model.ts';
import { canonicalAmount } from '../text/decimal.ts';

/** SWIFT amount `1234,56` / `0,` / `1234` → decimal string. */
export function swiftAmount(text: string, line: number): string {
  const t = text.trim();
  if (!/^\d+(,\d*)?$/.test(t)) throw new BankFileError(`Ungültiger Betrag „${t}“.`, line);
  const [whole, fraction = ''] = t.split(',');
  return canonicalAmount(fraction ? `${whole}.${fraction}` : whole!);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `YYMMDD` → ISO date. Years 00–79 are 20xx. Some banks write impossible days (30 February); the
 * day is clamped to the month's last day instead of refusing the file.
 */
export function swiftDate(yymmdd: string, line: number): string {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) throw new BankFileError(`Ungültiges Datum „${yymmdd}“.`, line);
  const yy = Number(m[1]);
  return isoDate(yy < 80 ? 2000 + yy : 1900 + yy, Number(m[2]), Number(m[3]), line);
}

export function isoDate(year: number, month: number, day: number, line: number): string {
  if (month < 1 || month > 12 || day < 1)
    throw new BankFileError(`Ungültiges Datum ${day}.${month}.${year}.`, line);
  const clamped = Math.min(day, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/**
 * Entry date `MMDD` of `:61:` next to its value date: the year is the one that puts the two dates
 * closest together (a booking on 2 January for value 31 December belongs to the next year).
 */
export function entryDateNear(valueDate: string, mmdd: string, line: number): string {
  const year = Number(valueDate.slice(0, 4));
  const month = Number(mmdd.slice(0, 2));
  const day = Number(mmdd.slice(2, 4));
  const value = Date.parse(valueDate);
  let best = '';
  let bestDistance = Infinity;
  for (const y of [year - 1, year, year + 1]) {
    const candidate = isoDate(y, month, day, line);
    const distance = Math.abs(Date.parse(candidate) - value);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

const BALANCE_TYPES: Record<string, string> = {
  '60F': 'OPBD',
  '60M': 'OPBD',
  '62F': 'CLBD',
  '62M': 'CLBD',
  '64': 'CLAV',
  '65': 'FWAV',
};

/** `:60F:C200904EUR1234,56` and friends; `D` makes the balance negative. */
export function swiftBalance(tag: string, value: string, line: number): Balance {
  // The currency is sometimes missing (`C020315105000,00`): then the statement's currency applies.
  const m = /^\s*([CD])(\d{6})([A-Z]{3})?(\d[\d,]*)\s*$/.exec(value);
  if (!m) throw new BankFileError(`Ungültiger Saldo „:${tag}:${value.trim()}“.`, line);
  const amount = swiftAmount(m[4]!, line);
  return {
    type: BALANCE_TYPES[tag] ?? tag,
    amount: m[1] === 'D' ? canonicalAmount(new Big(amount).neg()) : amount,
    currency: m[3] ?? null,
    date: swiftDate(m[2]!, line),
    sourceTag: tag,
  };
}

export const isBalanceTag = (tag: string): boolean => tag in BALANCE_TYPES;
