import Big from 'big.js';
import { canonicalAmount } from '../text/decimal.ts';
import type { CsvColumnMapping } from './csv-mapping.ts';

/**
 * An amount as German exports write it: `-1.234,56`, `1234,56-`, `1.000` (DKB: thousands, no
 * decimals), `12,5 €`, `-6`. The decimal separator comes from the mapping; the other one is a
 * thousands separator. Null when the text is not an amount.
 */
export function parseCsvAmount(text: string, decimalSeparator: ',' | '.'): string | null {
  let t = text.replace(/[\s\u00a0]|€|EUR/g, '');
  if (t === '') return null;
  let negative = false;
  if (/^[+-]/.test(t)) {
    negative = t[0] === '-';
    t = t.slice(1);
  }
  if (t.endsWith('-')) {
    negative = !negative;
    t = t.slice(0, -1);
  }
  const thousands = decimalSeparator === ',' ? '.' : ',';
  if (
    !new RegExp(
      `^\\d{1,3}(\\${thousands}\\d{3})*(\\${decimalSeparator}\\d+)?$|^\\d+(\\${decimalSeparator}\\d+)?$`,
    ).test(t)
  )
    return null;
  const plain = t.split(thousands).join('').replace(decimalSeparator, '.');
  return canonicalAmount(negative ? new Big(plain).neg() : new Big(plain));
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `21.11.2026`, `21.11.26`, `1.3.2026`, `2026-11-21` → ISO date; null when it is none. */
export function parseCsvDate(text: string, format: CsvColumnMapping['dateFormat']): string | null {
  const t = text.trim();
  let day: number;
  let month: number;
  let year: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(t);
  if (iso && (format === 'auto' || format === 'yyyy-mm-dd'))
    [year, month, day] = [+iso[1]!, +iso[2]!, +iso[3]!];
  else if (german && format !== 'yyyy-mm-dd') {
    const y = german[3]!;
    if ((format === 'dd.mm.yy' && y.length !== 2) || (format === 'dd.mm.yyyy' && y.length !== 4)) return null;
    [day, month, year] = [+german[1]!, +german[2]!, y.length === 2 ? 2000 + Number(y) : Number(y)];
  } else return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
