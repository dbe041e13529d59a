/** German names for the code lists a reader meets on an invoice; unknown codes show as "Code X". */

/** UNTDID 1001 document types used with EN 16931. */
export const DOCUMENT_TYPES: Record<string, string> = {
  '326': 'Teilrechnung',
  '380': 'Rechnung',
  '381': 'Gutschrift',
  '383': 'Belastungsanzeige',
  '384': 'Rechnungskorrektur',
  '386': 'Vorauszahlungsrechnung',
  '389': 'Gutschrift (Selbstfakturierung)',
  '751': 'Rechnungsinformation für Buchhaltungszwecke',
  '875': 'Abschlagsrechnung (Bauleistung)',
  '876': 'Teilschlussrechnung (Bauleistung)',
  '877': 'Schlussrechnung (Bauleistung)',
};

/** UNTDID 5305 VAT categories. */
export const VAT_CATEGORIES: Record<string, string> = {
  S: 'Umsatzsteuer (Normal-/ermäßigter Satz)',
  Z: 'Nullsatz',
  E: 'Steuerbefreit',
  AE: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)',
  K: 'Innergemeinschaftliche Lieferung (steuerfrei)',
  G: 'Ausfuhr (steuerfrei)',
  O: 'Nicht steuerbar',
  L: 'IGIC (Kanarische Inseln)',
  M: 'IPSI (Ceuta und Melilla)',
};

/** UNTDID 4461 payment means seen on German invoices. */
export const PAYMENT_MEANS: Record<string, string> = {
  '1': 'Nicht festgelegt',
  '10': 'Barzahlung',
  '20': 'Scheck',
  '30': 'Überweisung',
  '31': 'Lastschrift',
  '42': 'Zahlung auf Bankkonto',
  '48': 'Kartenzahlung',
  '49': 'Lastschrift',
  '54': 'Kreditkarte',
  '55': 'Debitkarte',
  '57': 'Dauerauftrag',
  '58': 'SEPA-Überweisung',
  '59': 'SEPA-Lastschrift',
  '68': 'Online-Zahlung',
  '97': 'Verrechnung',
  ZZZ: 'Individuell vereinbart',
};

/** UN/ECE Rec 20/21 units common on invoices. */
export const UNITS: Record<string, string> = {
  C62: 'Stück',
  H87: 'Stück',
  XPP: 'Stück',
  EA: 'Stück',
  HUR: 'Std.',
  MIN: 'Min.',
  DAY: 'Tag(e)',
  WEE: 'Woche(n)',
  MON: 'Monat(e)',
  ANN: 'Jahr(e)',
  KGM: 'kg',
  GRM: 'g',
  TNE: 't',
  MTR: 'm',
  KMT: 'km',
  MTK: 'm²',
  MTQ: 'm³',
  LTR: 'l',
  KWH: 'kWh',
  LS: 'pauschal',
  SET: 'Satz',
  XBX: 'Karton',
  P1: '%',
};

export const labelOf = (table: Record<string, string>, code: string | undefined): string | undefined =>
  code === undefined ? undefined : (table[code] ?? `Code ${code}`);
