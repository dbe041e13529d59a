import type { Ledger } from '../chart/ledger.ts';
import type { DatevParty } from '../datev/write-debitoren-kreditoren.ts';
import { vatFunctions } from '../chart/vat-functions.ts';
import type { JournalEntry } from '../journal/journal-entry.ts';
import type { GobdColumn, GobdTable } from './gobd-table.ts';

const text = (name: string, description: string): GobdColumn => ({ name, description, type: 'text' });
const amount = (name: string, description: string): GobdColumn => ({ name, description, type: 'amount' });
const date = (name: string, description: string): GobdColumn => ({ name, description, type: 'date' });
const integer = (name: string, description: string): GobdColumn => ({ name, description, type: 'integer' });

/** A finalized outgoing document as it appears in the export. */
export interface GobdDocumentRow {
  number: string;
  typeLabel: string;
  date: string;
  serviceDate?: string | null;
  customerNumber?: string | null;
  customerName: string;
  net: string;
  vat: string;
  gross: string;
  statusLabel: string;
  refersTo?: string | null;
  /** The archived originals beside the CSV files (paths inside the export, comma-separated). */
  originalFiles?: string | null;
}

export interface GobdIncomingInvoiceRow {
  number: string;
  date: string;
  vendorNumber?: string | null;
  vendorName: string;
  net: string;
  vat: string;
  gross: string;
  statusLabel: string;
  /** The archived original beside the CSV files (the app adds the file to the archive). */
  originalFile?: string | null;
}

export function journalTable(entries: readonly JournalEntry[]): GobdTable {
  return {
    fileName: 'buchungen.csv',
    name: 'Buchungsjournal',
    description:
      'Alle Buchungen des Zeitraums in zeitlicher Reihenfolge; Storno-Buchungen verweisen auf die stornierte Buchung.',
    primaryKey: ['Buchungsnummer'],
    columns: [
      integer('Buchungsnummer', 'Laufende Nummer der Buchung im Zeitraum'),
      date('Buchungsdatum', 'Belegdatum'),
      text('Belegfeld1', 'Rechnungs- bzw. Belegnummer (Offene-Posten-Schlüssel)'),
      text('Belegfeld2', 'Zusätzliche Belegangabe'),
      text('Buchungstext', 'Buchungstext'),
      text('Sollkonto', 'Konto im Soll'),
      text('Habenkonto', 'Konto im Haben'),
      amount('Betrag', 'Buchungsbetrag (brutto, bei § 13b netto)'),
      text('Steuerfall', 'Umsatzsteuerlicher Sachverhalt'),
      text('BU-Schluessel', 'DATEV-Buchungsschlüssel'),
      amount('Steuerbetrag', 'Enthaltene bzw. nach § 13b geschuldete Steuer'),
      text('Kostenstelle', 'Kostenstelle'),
      date('Leistungsdatum', 'Leistungsdatum'),
      text('Herkunft', 'Art des Ursprungsbelegs'),
      text('HerkunftID', 'Kennung des Ursprungsbelegs'),
      text('StornoVon', 'Belegfeld1 der stornierten Buchung'),
    ],
    rows: entries.map((e, i) => [
      i + 1,
      e.date,
      e.belegfeld1,
      e.belegfeld2,
      e.text,
      e.debit,
      e.credit,
      e.amount,
      e.vatFunction ? vatFunctions[e.vatFunction].label : '',
      e.vatKey,
      e.taxAmount,
      e.costCentre,
      e.serviceDate,
      e.source.type,
      e.source.id,
      e.reverses?.belegfeld1,
    ]),
  };
}

export function accountsTable(ledger: Ledger, numbers: Iterable<string>): GobdTable {
  const used = [...new Set(numbers)].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return {
    fileName: 'konten.csv',
    name: 'Kontenplan',
    description: `Im Zeitraum bebuchte Konten (${ledger.chart.id}, Personenkonten)`,
    primaryKey: ['Kontonummer'],
    columns: [
      text('Kontonummer', 'Kontonummer'),
      text('Bezeichnung', 'Kontobezeichnung'),
      text('Kontoart', 'Aktiv, Passiv, Eigenkapital, Ertrag, Aufwand, Debitor oder Kreditor'),
      text('Automatikkonto', 'DATEV-Automatikkonto (J/N)'),
      text('Steuerfall', 'Steuerfall des Kontos'),
    ],
    rows: used.map((number) => {
      const account = ledger.find(number);
      if (!account) return [number, '', '', '', ''];
      if ('kind' in account)
        return [number, account.name, account.kind === 'debtor' ? 'Debitor' : 'Kreditor', 'N', ''];
      const kinds = {
        asset: 'Aktiv',
        liability: 'Passiv',
        equity: 'Eigenkapital',
        income: 'Ertrag',
        expense: 'Aufwand',
      };
      return [
        number,
        account.name,
        kinds[account.type],
        account.automatic ? 'J' : 'N',
        account.vatFunction ? vatFunctions[account.vatFunction].label : '',
      ];
    }),
  };
}

export function documentsTable(rows: readonly GobdDocumentRow[]): GobdTable {
  return {
    fileName: 'ausgangsbelege.csv',
    name: 'Ausgangsbelege',
    description: 'Festgeschriebene Rechnungen, Gutschriften und Stornorechnungen des Zeitraums',
    primaryKey: ['Belegnummer'],
    columns: [
      text('Belegnummer', 'Rechnungsnummer'),
      text('Belegart', 'Art des Belegs'),
      date('Belegdatum', 'Rechnungsdatum'),
      date('Leistungsdatum', 'Leistungsdatum'),
      text('Kundennummer', 'Kundennummer'),
      text('Kunde', 'Name des Kunden'),
      amount('Netto', 'Nettobetrag'),
      amount('Umsatzsteuer', 'Umsatzsteuer'),
      amount('Brutto', 'Bruttobetrag'),
      text('Status', 'Status des Belegs'),
      text('Bezug', 'Rechnung, auf die sich Gutschrift oder Storno bezieht'),
      text('Originaldateien', 'Archivierte Originale (PDF, E-Rechnung) im Export, durch Komma getrennt'),
    ],
    rows: rows.map((r) => [
      r.number,
      r.typeLabel,
      r.date,
      r.serviceDate,
      r.customerNumber,
      r.customerName,
      r.net,
      r.vat,
      r.gross,
      r.statusLabel,
      r.refersTo,
      r.originalFiles,
    ]),
  };
}

export function incomingInvoicesTable(rows: readonly GobdIncomingInvoiceRow[]): GobdTable {
  return {
    fileName: 'eingangsrechnungen.csv',
    name: 'Eingangsrechnungen',
    description: 'Freigegebene Eingangsrechnungen des Zeitraums mit Verweis auf das archivierte Original',
    primaryKey: ['Lieferantennummer', 'Rechnungsnummer'],
    columns: [
      text('Lieferantennummer', 'Lieferantennummer'),
      text('Rechnungsnummer', 'Rechnungsnummer des Lieferanten'),
      date('Rechnungsdatum', 'Rechnungsdatum'),
      text('Lieferant', 'Name des Lieferanten'),
      amount('Netto', 'Nettobetrag'),
      amount('Vorsteuer', 'Ausgewiesene Umsatzsteuer'),
      amount('Brutto', 'Bruttobetrag'),
      text('Status', 'Status der Rechnung'),
      text('Originaldatei', 'Dateiname des archivierten Originals'),
    ],
    rows: rows.map((r) => [
      r.vendorNumber ?? '',
      r.number,
      r.date,
      r.vendorName,
      r.net,
      r.vat,
      r.gross,
      r.statusLabel,
      r.originalFile,
    ]),
  };
}

/** Master data of customers and vendors — the same records the DATEV Debitoren/Kreditoren file gets. */
export function partiesTable(rows: readonly DatevParty[]): GobdTable {
  return {
    fileName: 'stammdaten.csv',
    name: 'Kunden und Lieferanten',
    description: 'Stammdaten der Geschäftspartner mit Personenkonto',
    primaryKey: ['Art', 'Nummer'],
    columns: [
      text('Art', 'Kunde oder Lieferant'),
      text('Nummer', 'Kunden- bzw. Lieferantennummer'),
      text('Name', 'Name'),
      text('Personenkonto', 'Debitoren- bzw. Kreditorenkonto'),
      text('UStIdNr', 'Umsatzsteuer-Identifikationsnummer'),
      text('Steuernummer', 'Steuernummer'),
      text('Strasse', 'Straße und Hausnummer'),
      text('PLZ', 'Postleitzahl'),
      text('Ort', 'Ort'),
      text('Land', 'Land (ISO 3166)'),
      text('IBAN', 'IBAN'),
    ],
    rows: rows.map((r) => [
      r.kind === 'debtor' ? 'Kunde' : 'Lieferant',
      r.partyNumber,
      r.isCompany || !r.firstName ? r.name : `${r.firstName} ${r.name}`,
      r.account,
      r.vatId,
      r.taxNumber,
      r.street,
      r.zip,
      r.city,
      r.country,
      r.iban,
    ]),
  };
}
