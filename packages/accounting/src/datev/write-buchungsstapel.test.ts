import { describe, expect, it } from 'vitest';
import { createLedger, ledgerAccount } from '../chart/ledger.ts';
import { vatFunctionOfDatevKey } from '../chart/vat-functions.ts';
import { taxOf } from '../journal/entry-tax.ts';
import type { JournalEntry } from '../journal/journal-entry.ts';
import { trialBalance } from '../journal/trial-balance.ts';
import { postIncomingInvoice } from '../posting/post-incoming-invoice.ts';
import { testLedger } from '../test/fixtures.ts';
import { bookHandComputedMonth } from '../test/hand-computed-month.ts';
import { corpusFile, readExtfBytes, readExtfLine, type ExtfCell } from '../test/read-extf.ts';
import { buchungsstapelColumns } from './buchungsstapel-columns.ts';
import type { DatevExportRun, DatevSettings } from './extf-header.ts';
import { writeBuchungsstapel } from './write-buchungsstapel.ts';

const ledger = testLedger('SKR03');
const journal = bookHandComputedMonth(ledger);
const settings: DatevSettings = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  chart: 'SKR03',
};
const run: DatevExportRun & { period: { from: string; to: string } } = {
  createdAt: new Date('2026-04-02T08:00:00.000Z'),
  exportedBy: 'Jürgen Müller',
  locked: true,
  period: { from: '2026-03-01', to: '2026-03-31' },
};
const file = writeBuchungsstapel(journal, ledger, settings, run);
const lines = readExtfBytes(file.bytes);
const [header, headings, ...rows] = lines as [ExtfCell[], ExtfCell[], ...ExtfCell[][]];
const col = (name: string) => buchungsstapelColumns.findIndex(([n]) => n === name);
const cell = (row: ExtfCell[], name: string) => row[col(name)]!;

const normalize = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');

describe('DATEV Buchungsstapel (EXTF 700, category 21, format 13)', () => {
  it('names the file EXTF_Buchungsstapel… and writes CRLF lines in Windows-1252', () => {
    expect(file.fileName).toBe('EXTF_Buchungsstapel_20260301_20260331.csv');
    expect(file.bytes.toString('latin1').split('\r\n').length).toBe(lines.length + 1);
    expect(/[^\r]\n/.test(file.bytes.toString('latin1'))).toBe(false);
    expect(file.bytes.indexOf(Buffer.from([0xe4]))).toBeGreaterThan(0); // "ä" of Bäckerei as one byte
    expect(file.bytes.includes(Buffer.from('Ã¤', 'latin1'))).toBe(false); // no UTF-8
  });

  it('has a 31-field header with the settings', () => {
    expect(header).toHaveLength(31);
    expect(header.map((c) => c.value).slice(0, 6)).toEqual([
      'EXTF',
      '700',
      '21',
      'Buchungsstapel',
      '13',
      '20260402100000000',
    ]);
    expect(header[8]!.value).toBe('Jürgen Müller');
    expect(header.map((c) => c.value).slice(10, 16)).toEqual([
      '29098',
      '55003',
      '20260101',
      '4',
      '20260301',
      '20260331',
    ]);
    expect(header[20]!.value).toBe('1');
    expect(header[21]!.value).toBe('EUR');
    expect(header[26]!.value).toBe('03');
  });

  it('quotes the header fields exactly where the corpus file does', () => {
    const corpus = readExtfBytes(corpusFile('EXTF_Buchungsstapel.csv'))[0]!;
    expect(corpus).toHaveLength(31);
    const kinds = (cells: ExtfCell[]) => cells.map((c) => (c.quoted ? 'text' : 'bare'));
    // The corpus quotes the reserved fields 23, 25 and 26; DATEV's own 700 examples leave them
    // bare, and Kontor follows DATEV.
    const differing = kinds(header)
      .map((kind, i) => (kind === kinds(corpus)[i] ? null : i + 1))
      .filter((i) => i !== null);
    expect(differing).toEqual([23, 25, 26]);
  });

  it('writes the 125 column headings in DATEV’s order', () => {
    expect(headings).toHaveLength(125);
    expect(headings.every((c) => !c.quoted)).toBe(true);
    const corpus = readExtfBytes(corpusFile('EXTF_Buchungsstapel.csv'))[1]!;
    expect(corpus).toHaveLength(120); // format 9
    // Same columns in the same order; DATEV renamed three headings since format 9.
    const renamed = corpus
      .map((heading, i) => {
        const ours = normalize(headings[i]!.value);
        const theirs = normalize(heading.value);
        return ours.startsWith(theirs) || theirs.startsWith(ours)
          ? null
          : [heading.value, headings[i]!.value];
      })
      .filter(Boolean);
    expect(renamed).toEqual([
      ['EU-Land u. USt-IdNr.', 'EU-Land u. UStID (Bestimmung)'],
      ['EU-Mitgliedstaat (Anzahlungen)', 'EU-Land (Anzahlungen)'],
      ['Leerfeld', 'Buchungs GUID'],
    ]);
    expect(headings.slice(120).map((c) => c.value)).toEqual([
      'Abrechnungsreferenz',
      'BVV-Position',
      'EU-Land u. UStID (Ursprung)',
      'EU-Steuersatz (Ursprung)',
      'Abw. Skontokonto',
    ]);
  });

  it('writes every row with 125 fields, text quoted and empty text as "" like the corpus', () => {
    const corpusRows = readExtfBytes(corpusFile('EXTF_Buchungsstapel.csv')).slice(2);
    expect(rows.length).toBe(journal.length); // § 13b on the automatic accounts 3120/3123 stays one row
    for (const row of rows) {
      expect(row).toHaveLength(125);
      for (const [i, c] of row.slice(0, 120).entries()) expect(c.quoted).toBe(corpusRows[0]![i]!.quoted);
    }
  });

  it('writes Umsatz positive with decimal comma and S/H relative to the Konto', () => {
    for (const row of rows)
      expect(cell(row, 'Umsatz (ohne Soll/Haben-Kz)').value).toMatch(/^\d{1,10},\d{2}$/);
    const invoice = rows[0]!;
    expect([
      cell(invoice, 'Umsatz (ohne Soll/Haben-Kz)').value,
      cell(invoice, 'Soll/Haben-Kennzeichen').value,
    ]).toEqual(['1190,00', 'S']);
    expect([cell(invoice, 'Konto').value, cell(invoice, 'Gegenkonto (ohne BU-Schlüssel)').value]).toEqual([
      '10001',
      '8400',
    ]);
    const creditNote = rows[2]!;
    expect([cell(creditNote, 'Konto').value, cell(creditNote, 'Soll/Haben-Kennzeichen').value]).toEqual([
      '10001',
      'H',
    ]);
  });

  it('never writes a BU-Schlüssel on an automatic account, and writes it where the tax needs one', () => {
    const keyed = rows.filter((r) => cell(r, 'BU-Schlüssel').value !== '');
    for (const row of rows) {
      const counter = ledgerAccount(ledger, cell(row, 'Gegenkonto (ohne BU-Schlüssel)').value);
      if (counter?.automatic) expect(cell(row, 'BU-Schlüssel').value).toBe('');
    }
    expect(
      keyed.map((r) => [cell(r, 'Gegenkonto (ohne BU-Schlüssel)').value, cell(r, 'BU-Schlüssel').value]),
    ).toEqual([
      ['4930', '9'],
      ['4930', '8'],
    ]);
  });

  it('writes Belegdatum TTMM, Belegfeld 1, Buchungstext ≤ 60, Leistungsdatum TTMMJJJJ and the Festschreibung flag', () => {
    const first = rows[0]!;
    expect(cell(first, 'Belegdatum').value).toBe('0303');
    expect(cell(first, 'Belegdatum').quoted).toBe(false);
    expect(cell(first, 'Belegfeld 1').value).toBe('RE-2026-001');
    expect(cell(first, 'Leistungsdatum').value).toBe('03032026');
    for (const row of rows) {
      expect(cell(row, 'Buchungstext').value.length).toBeLessThanOrEqual(60);
      expect(cell(row, 'Festschreibung').value).toBe('1');
      expect(cell(row, 'WKZ Umsatz').value).toBe('EUR');
    }
  });

  it('lets DATEV rebuild exactly Kontor’s books from the file', () => {
    // Read the file as DATEV does: S/H on the Konto, the tax from the Gegenkonto's automatic
    // function or the BU-Schlüssel, split off the gross.
    const rebuilt: JournalEntry[] = rows.map((row, i) => {
      const amount = cell(row, 'Umsatz (ohne Soll/Haben-Kz)').value.replace(',', '.');
      const konto = cell(row, 'Konto').value;
      const gegen = cell(row, 'Gegenkonto (ohne BU-Schlüssel)').value;
      const debitSide = cell(row, 'Soll/Haben-Kennzeichen').value === 'S';
      const account = ledgerAccount(ledger, gegen);
      const fn = account?.automatic
        ? account.vatFunction
        : vatFunctionOfDatevKey(cell(row, 'BU-Schlüssel').value)?.id;
      return {
        date: `2026-${cell(row, 'Belegdatum').value.slice(2)}-${cell(row, 'Belegdatum').value.slice(0, 2)}`,
        belegfeld1: cell(row, 'Belegfeld 1').value,
        text: '',
        debit: debitSide ? konto : gegen,
        credit: debitSide ? gegen : konto,
        amount,
        ...(fn && { vatFunction: fn, vatSide: debitSide ? 'credit' : 'debit', taxAmount: taxOf(amount, fn) }),
        source: { type: 'manual', id: String(i) },
      } as JournalEntry;
    });
    expect(trialBalance(rebuilt, ledger, run.period)).toEqual(trialBalance(journal, ledger, run.period));
  });

  it('splits a § 13b purchase on a normal expense account into net and tax rows', () => {
    const entries = postIncomingInvoice(
      {
        id: 'x',
        number: 'H-9',
        documentDate: '2026-03-10',
        creditorAccount: '70002',
        vendorName: 'Dachdeckerei Huber',
        taxation: 'reverseCharge',
        lines: [{ account: '4210', net: '1000.00', vatRate: '19', vat: '190.00' }],
      },
      ledger,
    );
    const split = readExtfBytes(writeBuchungsstapel(entries, ledger, settings, run).bytes).slice(2);
    expect(
      split.map((r) => [
        cell(r, 'Konto').value,
        cell(r, 'Gegenkonto (ohne BU-Schlüssel)').value,
        cell(r, 'Umsatz (ohne Soll/Haben-Kz)').value,
        cell(r, 'Soll/Haben-Kennzeichen').value,
      ]),
    ).toEqual([
      ['70002', '4210', '1000,00', 'H'],
      ['1577', '1787', '190,00', 'S'],
    ]);
  });

  describe('refuses what DATEV would reject, naming the entry', () => {
    const entry: JournalEntry = { ...journal[0]! };
    const write = (e: JournalEntry, s: Partial<DatevSettings> = {}) =>
      writeBuchungsstapel([e], ledger, { ...settings, ...s }, run);

    it('a Belegfeld 1 with characters DATEV does not allow or over 36 characters', () => {
      expect(() => write({ ...entry, belegfeld1: 'RE_2026_001' })).toThrow(
        'Buchung RE_2026_001 vom 2026-03-03: Belegfeld 1 „RE_2026_001“ darf höchstens 36 Zeichen',
      );
      expect(() => write({ ...entry, belegfeld1: 'R'.repeat(37) })).toThrow('Belegfeld 1');
      expect(() => write({ ...entry, belegfeld1: 'R'.repeat(36) })).not.toThrow();
    });

    it('a Belegfeld 2 over 12 characters', () => {
      expect(() => write({ ...entry, belegfeld2: '1234567890123' })).toThrow(
        'Belegfeld 2 darf höchstens 12 Zeichen',
      );
    });

    it('an entry outside the period', () => {
      expect(() => write({ ...entry, date: '2026-04-01' })).toThrow('außerhalb des Zeitraums');
    });

    it('a BU-Schlüssel on an automatic account', () => {
      expect(() => write({ ...entry, vatKey: '3' })).toThrow(
        'Auf dem Automatikkonto 8400 ist kein BU-Schlüssel erlaubt.',
      );
    });

    it('an account longer than the account length allows', () => {
      const withOwnAccount = createLedger('SKR03', {
        ownAccounts: [
          { number: '84001', name: 'Erlöse Sonder', type: 'income', automatic: false, vatFunction: null },
        ],
        personalAccounts: [{ number: '10001', name: 'Bäckerei Schmidt GmbH', kind: 'debtor' }],
      });
      const own: JournalEntry = {
        ...entry,
        credit: '84001',
        vatFunction: undefined,
        vatSide: undefined,
        taxAmount: undefined,
      };
      expect(() => writeBuchungsstapel([own], withOwnAccount, settings, run)).toThrow(
        'Das Konto 84001 passt nicht zur Sachkontenlänge 4.',
      );
      expect(() =>
        writeBuchungsstapel([own], withOwnAccount, { ...settings, accountLength: 5 }, run),
      ).not.toThrow();
    });

    it('a text character outside Windows-1252', () => {
      expect(() => write({ ...entry, text: 'Kaffee ☕' })).toThrow(
        'Buchung RE-2026-001 vom 2026-03-03: Das Zeichen „☕“ (U+2615) in Buchungstext',
      );
    });

    it('a zero or negative amount', () => {
      expect(() => write({ ...entry, amount: '0.00', taxAmount: '0.00' })).toThrow('muss positiv sein');
    });
  });

  it('cuts a long Buchungstext to 60 characters', () => {
    const long = readExtfBytes(
      writeBuchungsstapel([{ ...journal[0]!, text: 'A'.repeat(80) }], ledger, settings, run).bytes,
    )[2]!;
    expect(cell(long, 'Buchungstext').value).toBe('A'.repeat(60));
  });

  it('reads back the quoting of a text with quotes', () => {
    const quotedText = writeBuchungsstapel(
      [{ ...journal[0]!, text: 'Lieferung "Sonder"' }],
      ledger,
      settings,
      run,
    );
    const line = quotedText.text.split('\r\n')[2]!;
    expect(line).toContain('"Lieferung ""Sonder"""');
    expect(cell(readExtfLine(line), 'Buchungstext').value).toBe('Lieferung "Sonder"');
  });
});
