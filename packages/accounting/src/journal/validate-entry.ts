import { AccountingError } from '../accounting-error.ts';
import { ledgerAccount, type Ledger } from '../chart/ledger.ts';
import { vatFunctions } from '../chart/vat-functions.ts';
import { taxOf } from './entry-tax.ts';
import type { JournalEntry } from './journal-entry.ts';

const amountPattern = /^\d{1,10}\.\d{2}$/;
const isoDate = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day "YYYY-MM-DD" (cheaper than a Date round trip; runs for every entry). */
function isCalendarDay(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return Number(match[3]) <= days;
}

/** Names an entry in messages the way a bookkeeper finds it again. */
export const describeEntry = (entry: JournalEntry) => `Buchung ${entry.belegfeld1} vom ${entry.date}`;

/**
 * Refuses an entry that could not be booked (or exported to DATEV) as it is: unknown or equal
 * accounts, an amount that is not positive, a tax that does not follow from the amount, a tax case
 * on an account that cannot carry it.
 */
export function validateEntry(entry: JournalEntry, ledger: Ledger): void {
  const fail = (message: string) => {
    throw new AccountingError(message, describeEntry(entry));
  };
  if (!isCalendarDay(entry.date)) fail('Das Buchungsdatum ist ungültig.');
  if (!amountPattern.test(entry.amount) || Number(entry.amount) === 0)
    fail(`Der Betrag „${entry.amount}“ muss positiv sein und zwei Nachkommastellen haben.`);
  for (const number of [entry.debit, entry.credit])
    if (!ledger.find(number)) fail(`Das Konto ${number} gibt es nicht.`);
  if (entry.debit === entry.credit) fail('Soll- und Habenkonto sind gleich.');
  if (!entry.vatFunction) {
    if (entry.taxAmount || entry.vatKey || entry.vatSide) fail('Steuerangaben ohne Steuerfall.');
    return;
  }
  const fn = vatFunctions[entry.vatFunction];
  if (!entry.vatSide) fail('Die Seite des Steuerkontos fehlt.');
  const bearer = ledgerAccount(ledger, entry.vatSide === 'debit' ? entry.debit : entry.credit);
  if (!bearer) fail('Die Steuer kann nicht auf einem Personenkonto gebucht werden.');
  if (bearer!.automatic) {
    if (bearer!.vatFunction !== fn.id)
      fail(`Das Automatikkonto ${bearer!.number} hat einen anderen Steuerfall als „${fn.label}“.`);
    if (entry.vatKey) fail(`Auf dem Automatikkonto ${bearer!.number} ist kein BU-Schlüssel erlaubt.`);
  } else if ((entry.vatKey ?? null) !== fn.datevKey) {
    fail(`Der BU-Schlüssel passt nicht zum Steuerfall „${fn.label}“.`);
  }
  if ((entry.taxAmount ?? '0.00') !== taxOf(entry.amount, fn.id))
    fail(`Die Steuer ${entry.taxAmount ?? '0.00'} passt nicht zum Betrag ${entry.amount} (${fn.label}).`);
}
