import {
  berlinYearMonth,
  effectiveCounter,
  formatNumber,
  isDatevSafe,
  numberRangeDefaults,
  type NumberRangeKey,
} from '@kontor/contracts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import {
  findNumberRangeForUpdate,
  insertNumberRangeIfMissing,
  storeCounter,
} from './number-ranges.repository.ts';

/** Makes sure the tenant has its row for `key`, with the defaults a new tenant starts from. */
export async function ensureNumberRange(tx: Tx, tenantId: number, key: NumberRangeKey, now = new Date()) {
  const defaults = numberRangeDefaults[key];
  await insertNumberRangeIfMissing(tx, {
    tenantId,
    key,
    pattern: defaults.pattern,
    nextCounter: defaults.firstCounter,
    resetYearly: defaults.resetYearly,
    counterYear: berlinYearMonth(now).year,
  });
}

/**
 * The next number of `key`, taken inside the caller's transaction. The row lock serialises
 * parallel allocations, and a rollback of the caller gives the number back — so numbers are
 * unique and gap-free (GoBD) as long as the caller commits what it numbered.
 */
export async function allocateNumber(tx: Tx, tenantId: number, key: NumberRangeKey, now = new Date()) {
  await ensureNumberRange(tx, tenantId, key, now);
  const range = (await findNumberRangeForUpdate(tx, key))!;
  const when = berlinYearMonth(now);
  const counter = effectiveCounter(key, range, when);
  const number = formatNumber(range.pattern, counter, when);
  // Only a counter far beyond what the pattern was checked for can get here.
  if (!isDatevSafe(number))
    throw conflict(
      `Der Nummernkreis „${numberRangeDefaults[key].label}“ ist ausgeschöpft: die nächste Nummer wäre länger als 36 Zeichen. Bitte das Muster in den Einstellungen anpassen.`,
    );
  await storeCounter(tx, key, counter + 1, when.year);
  return number;
}
