import type { CsvColumnMapping } from './csv-mapping.ts';

export interface CsvPreset {
  id: string;
  label: string;
  mapping: CsvColumnMapping;
}

const german = (
  columns: CsvColumnMapping['columns'],
  extra: Partial<CsvColumnMapping> = {},
): CsvColumnMapping => ({
  delimiter: ';',
  encoding: 'auto',
  decimalSeparator: ',',
  dateFormat: 'auto',
  columns,
  pendingValues: [],
  ...extra,
});

/**
 * Column layouts of German bank exports (header texts as the banks write them, checked against
 * published sample files and importers). A preset only applies when every named column exists.
 */
export const CSV_PRESETS: readonly CsvPreset[] = [
  {
    id: 'sparkasse-csv-camt',
    label: 'Sparkasse CSV-CAMT',
    mapping: german(
      {
        accountIban: 'Auftragskonto',
        bookingDate: 'Buchungstag',
        valueDate: 'Valutadatum',
        postingText: 'Buchungstext',
        purpose: ['Verwendungszweck'],
        creditorId: 'Glaeubiger ID',
        mandateId: 'Mandatsreferenz',
        endToEndId: 'Kundenreferenz (End-to-End)',
        counterpartyName: 'Beguenstigter/Zahlungspflichtiger',
        counterpartyIban: 'Kontonummer/IBAN',
        counterpartyBic: 'BIC (SWIFT-Code)',
        amount: 'Betrag',
        currency: 'Waehrung',
        status: 'Info',
      },
      { pendingValues: ['Umsatz vorgemerkt'] },
    ),
  },
  {
    id: 'sparkasse-csv-mt940',
    label: 'Sparkasse CSV-MT940',
    mapping: german(
      {
        accountIban: 'Auftragskonto',
        bookingDate: 'Buchungstag',
        valueDate: 'Valutadatum',
        postingText: 'Buchungstext',
        purpose: ['Verwendungszweck'],
        counterpartyName: 'Beguenstigter/Zahlungspflichtiger',
        counterpartyIban: 'Kontonummer',
        counterpartyBic: 'BLZ',
        amount: 'Betrag',
        currency: 'Waehrung',
        status: 'Info',
      },
      { pendingValues: ['Umsatz vorgemerkt'] },
    ),
  },
  {
    id: 'volksbank-agree21',
    label: 'Volksbank / Raiffeisenbank / GLS / Sparda (agree21)',
    mapping: german({
      accountIban: 'IBAN Auftragskonto',
      bookingDate: 'Buchungstag',
      valueDate: 'Valutadatum',
      counterpartyName: 'Name Zahlungsbeteiligter',
      counterpartyIban: 'IBAN Zahlungsbeteiligter',
      counterpartyBic: 'BIC (SWIFT-Code) Zahlungsbeteiligter',
      postingText: 'Buchungstext',
      purpose: ['Verwendungszweck'],
      amount: 'Betrag',
      currency: 'Waehrung',
      creditorId: 'Glaeubiger ID',
      mandateId: 'Mandatsreferenz',
    }),
  },
  {
    id: 'deutsche-bank-postbank',
    label: 'Deutsche Bank / Postbank / norisbank',
    mapping: german({
      bookingDate: 'Buchungstag',
      valueDate: 'Wert',
      postingText: 'Umsatzart',
      counterpartyName: 'Begünstigter / Auftraggeber',
      purpose: ['Verwendungszweck'],
      counterpartyIban: 'IBAN / Kontonummer',
      counterpartyBic: 'BIC',
      endToEndId: 'Kundenreferenz',
      mandateId: 'Mandatsreferenz',
      creditorId: 'Gläubiger ID',
      debit: 'Soll',
      credit: 'Haben',
      currency: 'Währung',
    }),
  },
  {
    id: 'commerzbank',
    label: 'Commerzbank',
    mapping: german({
      bookingDate: 'Buchungstag',
      valueDate: 'Wertstellung',
      postingText: 'Umsatzart',
      purpose: ['Buchungstext'],
      amount: 'Betrag',
      currency: 'Währung',
      accountIban: 'IBAN Kontoinhaber',
    }),
  },
  {
    id: 'ing',
    label: 'ING',
    mapping: german({
      bookingDate: 'Buchung',
      valueDate: 'Valuta',
      counterpartyName: 'Auftraggeber/Empfänger',
      postingText: 'Buchungstext',
      purpose: ['Verwendungszweck'],
      amount: 'Betrag',
    }),
  },
  {
    id: 'dkb',
    label: 'DKB',
    mapping: german(
      {
        bookingDate: 'Buchungsdatum',
        valueDate: 'Wertstellung',
        status: 'Status',
        counterpartyName: 'Zahlungsempfänger*in',
        payerName: 'Zahlungspflichtige*r',
        purpose: ['Verwendungszweck'],
        postingText: 'Umsatztyp',
        counterpartyIban: 'IBAN',
        amount: 'Betrag (€)',
        creditorId: 'Gläubiger-ID',
        mandateId: 'Mandatsreferenz',
        endToEndId: 'Kundenreferenz',
      },
      { pendingValues: ['Vorgemerkt'] },
    ),
  },
];

export const findCsvPreset = (id: string): CsvPreset | undefined => CSV_PRESETS.find((p) => p.id === id);
