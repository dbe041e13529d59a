import { isDatevSafe } from '@kontor/contracts';
import { AccountingError } from '../accounting-error.ts';
import { ledgerAccount, type Ledger } from '../chart/ledger.ts';
import { vatFunctions } from '../chart/vat-functions.ts';
import type { JournalEntry } from '../journal/journal-entry.ts';
import { describeEntry, validateEntry } from '../journal/validate-entry.ts';
import { buchungsstapelColumns } from './buchungsstapel-columns.ts';
import { datevAmount, datevDate, datevDayMonth } from './extf-fields.ts';
import { extfFile, extfLine, type ExtfFile } from './extf-file.ts';
import { extfHeaderFields, type DatevExportRun, type DatevSettings } from './extf-header.ts';
import { toWindows1252Text } from './windows-1252.ts';

/** DATEV imports at most 99,999 postings per batch (developer.datev.de, "Formatbeschreibung"). */
export const MAX_POSTINGS_PER_BATCH = 99_999;

interface Row {
  amount: string;
  side: 'S' | 'H';
  account: string;
  counterAccount: string;
  key?: string;
  entry: JournalEntry;
  text: string;
}

/**
 * DATEV rows of an entry. Konto is the personal or money side, Gegenkonto the tax-bearing account
 * with the BU-Schlüssel (DATEV relates the key to the Gegenkonto and S/H to the Konto). A reverse-
 * charge entry on an account without DATEV automatic becomes two rows: the net without a key and
 * the tax as input-tax-to-output-tax posting, so DATEV holds the same books as Kontor.
 */
function rowsOf(entry: JournalEntry, ledger: Ledger): Row[] {
  if (!entry.vatFunction || !entry.vatSide) {
    return [
      {
        amount: entry.amount,
        side: 'S',
        account: entry.debit,
        counterAccount: entry.credit,
        entry,
        text: entry.text,
      },
    ];
  }
  const bearerSide = entry.vatSide;
  const bearer = bearerSide === 'debit' ? entry.debit : entry.credit;
  const counter = bearerSide === 'debit' ? entry.credit : entry.debit;
  const side = bearerSide === 'debit' ? 'H' : 'S';
  const fn = vatFunctions[entry.vatFunction];
  const automatic = ledgerAccount(ledger, bearer)?.automatic ?? false;
  const row: Row = {
    amount: entry.amount,
    side,
    account: counter,
    counterAccount: bearer,
    entry,
    text: entry.text,
  };
  if (entry.vatKey) row.key = entry.vatKey;
  if (fn.taxMode !== 'reverseCharge' || automatic || !entry.taxAmount || Number(entry.taxAmount) === 0)
    return [row];
  const input = ledger.accountFor(fn.taxAccount!);
  const output = ledger.accountFor(fn.counterTaxAccount!);
  return [
    row,
    {
      amount: entry.taxAmount,
      side: bearerSide === 'debit' ? 'S' : 'H',
      account: input,
      counterAccount: output,
      entry,
      text: `${fn.kennzahlInputTax === '61' ? 'iG Erwerb' : '§ 13b'} ${entry.text}`,
    },
  ];
}

function checkAccountLength(number: string, ledger: Ledger, accountLength: number, record: string) {
  const max = ledger.isPersonal(number) ? accountLength + 1 : accountLength;
  if (!/^\d{1,9}$/.test(number) || number.length > max)
    throw new AccountingError(
      `Das Konto ${number} passt nicht zur Sachkontenlänge ${accountLength}.`,
      record,
    );
}

/**
 * The EXTF Buchungsstapel (category 21, format 13) of the entries dated in the run's period:
 * Umsatz always positive with S/H on the Konto, BU-Schlüssel never on an automatic account,
 * Belegdatum TTMM (the year comes from the header), Belegfeld 1 ≤ 36 DATEV-safe characters,
 * Buchungstext ≤ 60, Leistungsdatum TTMMJJJJ, Festschreibung per row as in the header.
 */
export function writeBuchungsstapel(
  entries: readonly JournalEntry[],
  ledger: Ledger,
  settings: DatevSettings,
  run: DatevExportRun & { period: { from: string; to: string } },
): ExtfFile {
  if (ledger.chart.id !== settings.chart)
    throw new AccountingError(
      `Der Mandant bucht im ${ledger.chart.id}, die DATEV-Einstellungen nennen ${settings.chart}.`,
    );
  const header = extfHeaderFields(21, settings, run);
  const lines: string[] = [];
  for (const entry of entries) {
    const record = describeEntry(entry);
    if (entry.date < run.period.from || entry.date > run.period.to)
      throw new AccountingError(
        `Das Belegdatum liegt außerhalb des Zeitraums ${run.period.from} bis ${run.period.to}.`,
        record,
      );
    validateEntry(entry, ledger);
    if (!isDatevSafe(entry.belegfeld1) || entry.belegfeld1 === '')
      throw new AccountingError(
        `Belegfeld 1 „${entry.belegfeld1}“ darf höchstens 36 Zeichen aus A–Z, a–z, 0–9 und $ & % * + - / enthalten.`,
        record,
      );
    if ((entry.belegfeld2 ?? '').length > 12)
      throw new AccountingError('Belegfeld 2 darf höchstens 12 Zeichen lang sein.', record);
    if ((entry.costCentre ?? '').length > 36)
      throw new AccountingError('Die Kostenstelle darf höchstens 36 Zeichen lang sein.', record);
    if ((entry.project?.number ?? '').length > 36)
      throw new AccountingError('Die Projektnummer (KOST2) darf höchstens 36 Zeichen lang sein.', record);
    for (const row of rowsOf(entry, ledger)) {
      checkAccountLength(row.account, ledger, settings.accountLength, record);
      checkAccountLength(row.counterAccount, ledger, settings.accountLength, record);
      const counter = ledgerAccount(ledger, row.counterAccount);
      if (row.key && counter?.automatic)
        throw new AccountingError(
          `Auf dem Automatikkonto ${row.counterAccount} ist kein BU-Schlüssel erlaubt.`,
          record,
        );
      const text = toWindows1252Text(row.text, { record, field: 'Buchungstext' }).slice(0, 60);
      const values = new Map<string, string>([
        ['Umsatz (ohne Soll/Haben-Kz)', datevAmount(row.amount, record)],
        ['Soll/Haben-Kennzeichen', row.side],
        ['WKZ Umsatz', 'EUR'],
        ['Konto', row.account],
        ['Gegenkonto (ohne BU-Schlüssel)', row.counterAccount],
        ['BU-Schlüssel', row.key ?? ''],
        ['Belegdatum', datevDayMonth(entry.date)],
        ['Belegfeld 1', entry.belegfeld1],
        ['Belegfeld 2', entry.belegfeld2 ?? ''],
        ['Buchungstext', text],
        ['KOST1 - Kostenstelle', entry.costCentre ?? ''],
        ['KOST2 - Kostenstelle', entry.project?.number ?? ''],
        ['Festschreibung', run.locked ? '1' : '0'],
        ['Leistungsdatum', entry.serviceDate ? datevDate(entry.serviceDate) : ''],
      ]);
      lines.push(extfLine(buchungsstapelColumns, values, record));
    }
  }
  if (lines.length > MAX_POSTINGS_PER_BATCH)
    throw new AccountingError(
      `Ein Buchungsstapel fasst höchstens ${MAX_POSTINGS_PER_BATCH} Buchungen; bitte einen kürzeren Zeitraum wählen.`,
    );
  const name = `EXTF_Buchungsstapel_${run.period.from.replaceAll('-', '')}_${run.period.to.replaceAll('-', '')}.csv`;
  return extfFile(name, header, buchungsstapelColumns, lines);
}
