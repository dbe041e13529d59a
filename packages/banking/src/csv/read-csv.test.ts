import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { findCsvPreset } from './csv-presets.ts';
import { parseCsvAmount, parseCsvDate } from './csv-values.ts';
import { readCsvStatement } from './read-csv.ts';
import { suggestCsvMapping } from './suggest-csv-mapping.ts';

const cp1252 = (lines: string[]) => iconv.encode(lines.join('\r\n'), 'windows-1252');
const utf8Bom = (lines: string[]) =>
  new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(lines.join('\n'))]);
const preset = (id: string) => findCsvPreset(id)!.mapping;

const SPARKASSE_CAMT_HEADER =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';

describe('CSV values', () => {
  it('reads German amounts with the mapped decimal separator', () => {
    expect(parseCsvAmount('-1.234,56', ',')).toBe('-1234.56');
    expect(parseCsvAmount('1.000', ',')).toBe('1000.00'); // DKB: thousands dot, no decimals
    expect(parseCsvAmount('12,5 €', ',')).toBe('12.50');
    expect(parseCsvAmount('53,94-', ',')).toBe('-53.94');
    expect(parseCsvAmount('-16.80', '.')).toBe('-16.80');
    expect(parseCsvAmount('1,234.50', '.')).toBe('1234.50');
    expect(parseCsvAmount('12,34,56', ',')).toBeNull();
    expect(parseCsvAmount('abc', ',')).toBeNull();
  });

  it('reads dd.mm.yy, d.m.yyyy and ISO dates and refuses impossible ones', () => {
    expect(parseCsvDate('24.03.14', 'auto')).toBe('2014-03-24');
    expect(parseCsvDate('1.3.2026', 'auto')).toBe('2026-03-01');
    expect(parseCsvDate('2026-11-21', 'auto')).toBe('2026-11-21');
    expect(parseCsvDate('30.02.2026', 'auto')).toBeNull();
    expect(parseCsvDate('24.03.2014', 'dd.mm.yy')).toBeNull();
  });
});

describe('readCsvStatement', () => {
  it('reads a Sparkasse CSV-CAMT export in Windows-1252 with SEPA fields and pending rows', () => {
    const bytes = cp1252([
      SPARKASSE_CAMT_HEADER,
      '"DE89370400440532013000";"24.11.26";"24.11.26";"FOLGELASTSCHRIFT";"Abschlag 11/2026";"DE98ZZZ09999999999";"M-4711";"E2E-1";"";"";"";"Stadtwerke Müllheim";"DE45120300001234567890";"BYLADEM1001";"-1143,41";"EUR";"Umsatz gebucht"',
      '"DE89370400440532013000";"25.11.26";"25.11.26";"GUTSCHR. UEBERWEISUNG";"RE-2026-0042";"";"";"NOTPROVIDED";"";"";"";"Bäckerei Groß";"DE02120300000000202051";"BYLADEM1001";"2.500,00";"EUR";"Umsatz vorgemerkt"',
    ]);
    const s = readCsvStatement(bytes, preset('sparkasse-csv-camt'));
    expect(s.account.iban).toBe('DE89370400440532013000');
    expect(s.entries).toHaveLength(2);
    expect(s.entries[0]).toMatchObject({ bookingDate: '2026-11-24', amount: '-1143.41', status: 'booked' });
    expect(s.entries[0]!.transactions[0]).toMatchObject({
      creditorId: 'DE98ZZZ09999999999',
      mandateId: 'M-4711',
      endToEndId: 'E2E-1',
      counterparty: { name: 'Stadtwerke Müllheim', iban: 'DE45120300001234567890', bic: 'BYLADEM1001' },
    });
    expect(s.entries[1]).toMatchObject({ amount: '2500.00', status: 'pending', creditDebit: 'credit' });
    expect(s.entries[1]!.transactions[0]).toMatchObject({
      endToEndId: null,
      counterparty: { name: 'Bäckerei Groß' },
    });
  });

  it('reads the Sparkasse CSV-MT940 layout with SEPA keys inside the purpose', () => {
    const bytes = cp1252([
      '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer";"BLZ";"Betrag";"Waehrung";"Info"',
      '"DE89370400440532013000";"02.12.26";"02.12.26";"LASTSCHRIFT";"EREF+RG-77 MREF+M-1 CRED+DE98ZZZ09999999999 SVWZ+Beitrag Dezember";"Verein e.V.";"DE45120300001234567890";"BYLADEM1001";"-12,00";"EUR";"Umsatz gebucht"',
    ]);
    const tx = readCsvStatement(bytes, preset('sparkasse-csv-mt940')).entries[0]!.transactions[0]!;
    expect(tx).toMatchObject({
      endToEndId: 'RG-77',
      mandateId: 'M-1',
      creditorId: 'DE98ZZZ09999999999',
      purpose: 'Beitrag Dezember',
    });
  });

  it('reads Deutsche Bank Soll/Haben columns after preamble lines and skips the sum and balance footer', () => {
    const bytes = utf8Bom([
      'Umsätze Girokonto;Zeitraum: 01.11.2026 - 30.11.2026',
      'Alter Kontostand;1.000,00 EUR',
      '',
      'Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN / Kontonummer;BIC;Kundenreferenz;Mandatsreferenz;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung',
      '3.11.2026;3.11.2026;SEPA-Überweisung an;Büro Meyer GmbH;Rechnung 4711;DE45120300001234567890;BYLADEM1001;;;;;;;;;-1.000,00;;EUR',
      '4.11.2026;4.11.2026;SEPA-Gutschrift von;Kunde AG;RE-2026-0042;DE02120300000000202051;BYLADEM1001;;;;;;;;;;750;EUR',
      'Summe;;;;;;;;;;;;;;;-1.000,00;750,00;EUR',
      'Kontostand;30.11.2026;;;;;;;;;;;;;;;;',
    ]);
    const s = readCsvStatement(bytes, preset('deutsche-bank-postbank'));
    expect(s.entries.map((e) => e.amount)).toEqual(['-1000.00', '750.00']);
    expect(s.entries[0]!.transactions[0]!.counterparty.name).toBe('Büro Meyer GmbH');
  });

  it('names the line of a broken amount or date in German', () => {
    const header = 'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung';
    const bad = (row: string) => () =>
      readCsvStatement(utf8Bom(['Umsatzanzeige;Datei erstellt am: 01.12.2026', header, row]), preset('ing'));
    expect(bad('01.12.2026;01.12.2026;X;Lastschrift;Y;zwölf;EUR')).toThrow(
      'Zeile 3: Der Betrag „zwölf“ ist keine Zahl.',
    );
    expect(bad('31.11.2026;01.12.2026;X;Lastschrift;Y;-1,00;EUR')).toThrow(
      'Zeile 3: Das Buchungsdatum „31.11.2026“ ist kein gültiges Datum.',
    );
    expect(() => readCsvStatement(utf8Bom(['a;b;c', '1;2;3']), preset('ing'))).toThrow(
      /Kopfzeile mit den Spalten/,
    );
  });
});

describe('suggestCsvMapping', () => {
  it('recognises a bank layout from its header row, after preamble lines', () => {
    const dkb = utf8Bom([
      '"Girokonto";"DE89370400440532013000"',
      '""',
      '"Kontostand vom 30.11.2026:";"1.234,56 €"',
      '',
      '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"',
      '"30.11.26";"30.11.26";"Gebucht";"Kunde AG";"Ich";"RE-2026-0042";"Eingang";"DE02120300000000202051";"1.000";"";"";""',
    ]);
    const suggestion = suggestCsvMapping(dkb);
    expect(suggestion).toMatchObject({ presetId: 'dkb', headerLine: 5 });
    const s = readCsvStatement(dkb, suggestion.mapping);
    expect(s.entries[0]).toMatchObject({ amount: '1000.00', bookingDate: '2026-11-30' });
    expect(s.entries[0]!.transactions[0]!.counterparty.name).toBe('Kunde AG'); // the payer of money in
  });

  it('guesses a mapping for an unknown layout, with a decimal point when the amounts use one', () => {
    const n26 = new TextEncoder().encode(
      [
        '"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)"',
        '2026-11-02,2026-11-02,"Kunde AG",DE02120300000000202051,Credit Transfer,"RE-2026-0042",Hauptkonto,119.00',
      ].join('\n'),
    );
    const suggestion = suggestCsvMapping(n26);
    expect(suggestion.presetId).toBeNull();
    expect(suggestion.mapping).toMatchObject({
      delimiter: ',',
      decimalSeparator: '.',
      columns: {
        bookingDate: 'Booking Date',
        valueDate: 'Value Date',
        amount: 'Amount (EUR)',
        counterpartyName: 'Partner Name',
        counterpartyIban: 'Partner Iban',
        purpose: ['Payment Reference'],
      },
    });
    const tx = readCsvStatement(n26, suggestion.mapping).entries[0]!.transactions[0]!;
    expect(tx).toMatchObject({
      amount: '119.00',
      purpose: 'RE-2026-0042',
      counterparty: { iban: 'DE02120300000000202051' },
    });
  });
});
