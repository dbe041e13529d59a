import { formatNumber, patternHasYear, type NumberPatternParts } from './number-pattern.ts';
import { numberRangeDefaults, type NumberRangeKey } from './number-range-keys.ts';

/** The highest counter a range may be set to (fits the database column, and 36 DATEV characters). */
export const MAX_COUNTER = 999_999_999;

/**
 * Keys whose numbers must never repeat, with the reason the user reads when they try to set the
 * counter back. Quotes, orders, delivery notes and letters are missing on purpose: a repeated
 * number there is untidy but allowed, and setting the counter back after a typo must stay possible.
 */
export const counterLockReasons: Partial<Record<NumberRangeKey, string>> = {
  invoices: 'Rechnungsnummern müssen fortlaufend und eindeutig sein (§ 14 UStG, GoBD).',
  creditNotes: 'Gutschriftsnummern müssen fortlaufend und eindeutig sein (§ 14 UStG, GoBD).',
  cancellations: 'Stornorechnungen brauchen eindeutige, fortlaufende Nummern (§ 14 UStG, GoBD).',
  incomingInvoices: 'Belegnummern der Buchhaltung müssen eindeutig sein (GoBD).',
  customers: 'Kundennummern sind zugleich die Debitorenkonten in DATEV und müssen eindeutig sein.',
  vendors: 'Lieferantennummern sind zugleich die Kreditorenkonten in DATEV und müssen eindeutig sein.',
  articles: 'Artikelnummern müssen eindeutig sein.',
  projects: 'Projektnummern müssen eindeutig sein.',
  tickets: 'Ticketnummern müssen eindeutig sein.',
};

export interface NumberRangeState {
  pattern: string;
  nextCounter: number;
  resetYearly: boolean;
  /** The year `nextCounter` belongs to. */
  counterYear: number;
}

/** The counter the next allocation at `when` uses: a yearly range starts again in a new year. */
export const effectiveCounter = (key: NumberRangeKey, range: NumberRangeState, when: NumberPatternParts) =>
  range.resetYearly && range.counterYear !== when.year
    ? numberRangeDefaults[key].firstCounter
    : range.nextCounter;

/**
 * The lowest next counter that may be saved for `key`, or null when any is fine. Every number
 * below the counter the next allocation would use may already be on an invoice or a customer.
 * (A counter that was only raised by hand cannot be told apart from a used one, so this errs on
 * the safe side.)
 */
export const minimumCounter = (
  key: NumberRangeKey,
  current: NumberRangeState | undefined,
  when: NumberPatternParts,
): number | null => (current && counterLockReasons[key] ? effectiveCounter(key, current, when) : null);

/** Why `requested` cannot be the next counter of `key`, in German, or null. */
export function counterProblem(
  key: NumberRangeKey,
  requested: number,
  minimum: number | null,
  pattern: string,
  when: NumberPatternParts,
): string | null {
  if (minimum === null || requested >= minimum) return null;
  const lastUsed =
    minimum > 1
      ? ` – Nummern bis ${formatNumber(pattern, minimum - 1, when)} können schon vergeben sein`
      : '';
  return `Der Zähler darf nicht unter ${minimum} gesenkt werden${lastUsed}. ${counterLockReasons[key]}`;
}

/** A yearly restart without a year in the number would hand out the same numbers again. */
export const yearlyResetProblem = (pattern: string, resetYearly: boolean) =>
  resetYearly && !patternHasYear(pattern)
    ? 'Ein jährlicher Neustart braucht {YYYY} oder {YY} im Muster, sonst wiederholen sich die Nummern.'
    : null;
