import { isValidIsoDate } from '@kontor/contracts';

const THOUSANDS_DOT = /^\d{1,3}(\.\d{3})+$/;
const THOUSANDS_COMMA = /^\d{1,3}(,\d{3})+$/;

const canonical = (negative: boolean, integer: string, fraction = '') => {
  const whole = integer.replace(/^0+(?=\d)/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
};

/**
 * A number as people type it in German files — `1.234,56`, `1234,56`, `-0,5`, `1.234`, `12 %`,
 * `1.234,56 €` — or in English notation (`1,234.56`, `1234.56`), as a decimal string `1234.56`.
 * A lone dot before exactly three digits is a thousands separator (`1.500` = 1500), as in
 * German; null when the text is no number.
 */
export function parseGermanDecimal(raw: string): string | null {
  let text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/^(€|eur)|(€|eur|%)$/gi, '');
  let negative = false;
  if (/^[-+]/.test(text)) {
    negative = text.startsWith('-');
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    // Trailing minus, as SAP and some bank exports write it.
    negative = true;
    text = text.slice(0, -1);
  }
  if (/^\d+$/.test(text)) return canonical(negative, text);
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalAt = Math.max(lastComma, lastDot);
    const integer = text.slice(0, decimalAt);
    const fraction = text.slice(decimalAt + 1);
    const grouping = lastComma > lastDot ? THOUSANDS_DOT : THOUSANDS_COMMA;
    if (!grouping.test(integer) || !/^\d+$/.test(fraction)) return null;
    return canonical(negative, integer.replace(/[.,]/g, ''), fraction);
  }
  const separator = lastComma >= 0 ? ',' : '.';
  const parts = text.split(separator);
  if (parts.length > 2) {
    return (separator === '.' ? THOUSANDS_DOT : THOUSANDS_COMMA).test(text)
      ? canonical(negative, parts.join(''))
      : null;
  }
  const [integer = '', fraction = ''] = parts;
  if (!/^\d*$/.test(integer) || !/^\d+$/.test(fraction)) return null;
  if (separator === '.' && THOUSANDS_DOT.test(text) && !/^0+$/.test(integer))
    return canonical(negative, integer + fraction);
  return canonical(negative, integer || '0', fraction);
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/;

/**
 * `21.11.2026`, `1.2.2026`, `21.11.26` (two-digit years as Excel reads them: 00–29 → 20xx,
 * 30–99 → 19xx), also with a time after it, or ISO `2026-11-21` → `2026-11-21`; null when no
 * valid date.
 */
export function parseGermanDate(raw: string): string | null {
  const text = raw.trim();
  let iso: string | undefined;
  const german = GERMAN_DATE.exec(text);
  if (german) {
    const [, day, month, yearText] = german as unknown as [string, string, string, string];
    const year = yearText.length === 2 ? Number(yearText) + (Number(yearText) < 30 ? 2000 : 1900) : yearText;
    iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  } else {
    const isoMatch = ISO_DATE.exec(text);
    if (isoMatch) iso = `${isoMatch[1]}-${isoMatch[2]}-${isoMatch[3]}`;
  }
  return iso && isValidIsoDate(iso) ? iso : null;
}

const TRUE_WORDS = new Set(['ja', 'j', 'yes', 'y', 'x', '1', 'true', 'wahr', 'w', '✓', '✔']);
const FALSE_WORDS = new Set(['nein', 'n', 'no', '0', 'false', 'falsch', 'f', '-']);

/** Ja/Nein, x, 1/0, true/false, wahr/falsch → boolean; null when it is none of them. */
export function parseGermanBoolean(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  return null;
}
