import { AccountingError } from '../accounting-error.ts';
import type { ChartId } from '../chart/account.ts';
import { datevHeaderDate, quoted } from './extf-fields.ts';
import { toWindows1252Text } from './windows-1252.ts';

/** What the tax adviser tells the tenant, kept in the tenant settings. */
export interface DatevSettings {
  /** Beraternummer, 1001–9999999. */
  consultantNumber: number;
  /** Mandantennummer, 1–99999. */
  clientNumber: number;
  /** First day of the fiscal year (Wirtschaftsjahresbeginn), ISO; used with the year of the export. */
  fiscalYearStart: string;
  /** Sachkontenlänge 4–8. */
  accountLength: number;
  chart: ChartId;
}

/** One export run: who, when, which period, whether DATEV shall lock the batch. */
export interface DatevExportRun {
  /** Creation time; written as JJJJMMTTHHMMSSttt in German time. */
  createdAt: Date;
  /** Exportiert von (user name). */
  exportedBy?: string;
  /** Herkunft: two characters naming the exporting program. */
  origin?: string;
  /** Diktatkürzel: two characters, e.g. the initials of the exporting user. */
  dictationCode?: string;
  /** Bezeichnung of the batch, ≤ 30 characters. */
  label?: string;
  /** Festschreibung: 1 = DATEV locks the postings on import (GoBD), 0 = the adviser may still change them. */
  locked: boolean;
  /** Buchungsstapel only: Datum vom / bis (ISO), inside one fiscal year. */
  period?: { from: string; to: string };
}

const formats = {
  21: { name: 'Buchungsstapel', version: 13 },
  16: { name: 'Debitoren/Kreditoren', version: 5 },
} as const;

function germanTimestamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const millis = String(date.getUTCMilliseconds()).padStart(3, '0');
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${millis}`;
}

/** The fiscal year [start, end] that contains a date, for a fiscal year starting on `fiscalYearStart`'s day and month. */
export function fiscalYearOf(date: string, fiscalYearStart: string): { start: string; end: string } {
  const monthDay = fiscalYearStart.slice(5);
  const year = Number(date.slice(0, 4));
  const startYear = date.slice(5) >= monthDay ? year : year - 1;
  const start = `${startYear}-${monthDay}`;
  const next = new Date(`${startYear + 1}-${monthDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() - 1);
  return { start, end: next.toISOString().slice(0, 10) };
}

const header = 'DATEV-Kopfzeile';

function checkSettings(settings: DatevSettings) {
  const { consultantNumber, clientNumber, accountLength } = settings;
  if (!Number.isInteger(consultantNumber) || consultantNumber < 1001 || consultantNumber > 9_999_999)
    throw new AccountingError('Die Beraternummer muss zwischen 1001 und 9999999 liegen.', header);
  if (!Number.isInteger(clientNumber) || clientNumber < 1 || clientNumber > 99_999)
    throw new AccountingError('Die Mandantennummer muss zwischen 1 und 99999 liegen.', header);
  if (!Number.isInteger(accountLength) || accountLength < 4 || accountLength > 8)
    throw new AccountingError('Die Sachkontenlänge muss zwischen 4 und 8 liegen.', header);
}

/**
 * The 31 fields of the EXTF header line, version 700 (developer.datev.de, DATEV-Format "Header"),
 * quoted and left empty exactly as DATEV's own examples:
 * `"EXTF";700;21;"Buchungsstapel";13;20240130140440439;;"RE";"";"";29098;55003;20240101;4;20240101;20240831;"Buchungsstapel";"WD";1;0;0;"EUR";;"";;;"03";;;"";""`
 * `"EXTF";700;16;"Debitoren/Kreditoren";5;20240130140659583;;"RE";"";"";29098;55003;20240101;4;;;"";"";;;;"";;"";;;"03";;;"";""`
 */
export function extfHeaderFields(category: 21 | 16, settings: DatevSettings, run: DatevExportRun): string[] {
  checkSettings(settings);
  const format = formats[category];
  const text = (value: string, field: string, max: number) => {
    const clean = toWindows1252Text(value, { record: header, field });
    if (clean.length > max)
      throw new AccountingError(`${field} darf höchstens ${max} Zeichen lang sein.`, header);
    return quoted(clean);
  };
  const origin = run.origin ?? 'KO';
  if (!/^[A-Z]{2}$/.test(origin))
    throw new AccountingError('Die Herkunft besteht aus zwei Großbuchstaben.', header);
  const dictation = run.dictationCode ?? '';
  if (!/^[A-Za-z]{0,2}$/.test(dictation))
    throw new AccountingError('Das Diktatkürzel besteht aus höchstens zwei Buchstaben.', header);

  let fiscalYearStart: string;
  let from = '';
  let to = '';
  if (category === 21) {
    if (!run.period) throw new AccountingError('Für einen Buchungsstapel fehlt der Zeitraum.', header);
    const year = fiscalYearOf(run.period.from, settings.fiscalYearStart);
    if (run.period.to < run.period.from)
      throw new AccountingError('Das Ende des Zeitraums liegt vor dem Beginn.', header);
    if (run.period.to > year.end)
      throw new AccountingError(
        `Der Zeitraum muss innerhalb eines Wirtschaftsjahres liegen (bis ${year.end}).`,
        header,
      );
    if (run.period.from.slice(0, 4) !== run.period.to.slice(0, 4))
      throw new AccountingError(
        'Datum vom und Datum bis müssen im selben Kalenderjahr liegen (Belegdatum TTMM).',
        header,
      );
    fiscalYearStart = year.start;
    from = datevHeaderDate(run.period.from);
    to = datevHeaderDate(run.period.to);
  } else {
    fiscalYearStart = fiscalYearOf(
      (run.period?.from ?? run.createdAt.toISOString()).slice(0, 10),
      settings.fiscalYearStart,
    ).start;
  }
  const booking = category === 21;
  return [
    quoted('EXTF'),
    '700',
    String(category),
    quoted(format.name),
    String(format.version),
    germanTimestamp(run.createdAt),
    '', // 7 importiert (DATEV fills it)
    quoted(origin),
    text(run.exportedBy ?? '', 'Exportiert von', 25),
    quoted(''), // 10 importiert von
    String(settings.consultantNumber),
    String(settings.clientNumber),
    datevHeaderDate(fiscalYearStart),
    String(settings.accountLength),
    from,
    to,
    text(run.label ?? (booking ? 'Buchungsstapel' : ''), 'Die Bezeichnung', 30),
    quoted(dictation),
    booking ? '1' : '', // 19 Buchungstyp 1 = Finanzbuchführung
    booking ? '0' : '', // 20 Rechnungslegungszweck 0 = unabhängig
    booking ? (run.locked ? '1' : '0') : '', // 21 Festschreibung
    quoted(booking ? 'EUR' : ''), // 22 WKZ
    '', // 23 reserviert
    quoted(''), // 24 Derivatskennzeichen
    '', // 25 reserviert
    '', // 26 reserviert
    quoted(settings.chart === 'SKR03' ? '03' : '04'), // 27 Sachkontenrahmen
    '', // 28 Branchenlösungs-Id
    '', // 29 reserviert
    quoted(''), // 30 reserviert
    quoted(''), // 31 Anwendungsinformation
  ];
}
