/**
 * Every number range a tenant has (DOMAIN.md "numberRanges"), with the German label and the
 * pattern a new tenant starts with. Customer and vendor numbers follow the DATEV convention of
 * Debitoren 10000–69999 and Kreditoren 70000–99999, so they can go to the tax advisor as they are.
 */
export const numberRangeDefaults = {
  customers: { label: 'Kunden', pattern: '{#####}', firstCounter: 10001, resetYearly: false },
  vendors: { label: 'Lieferanten', pattern: '{#####}', firstCounter: 70001, resetYearly: false },
  articles: { label: 'Artikel & Leistungen', pattern: 'A-{####}', firstCounter: 1, resetYearly: false },
  projects: { label: 'Projekte', pattern: 'P-{YYYY}-{###}', firstCounter: 1, resetYearly: true },
  quotes: { label: 'Angebote', pattern: 'AN-{YYYY}-{####}', firstCounter: 1, resetYearly: true },
  orders: { label: 'Auftragsbestätigungen', pattern: 'AB-{YYYY}-{####}', firstCounter: 1, resetYearly: true },
  deliveryNotes: { label: 'Lieferscheine', pattern: 'LS-{YYYY}-{####}', firstCounter: 1, resetYearly: true },
  invoices: { label: 'Rechnungen', pattern: 'RE-{YYYY}-{#####}', firstCounter: 1, resetYearly: true },
  creditNotes: { label: 'Gutschriften', pattern: 'GS-{YYYY}-{####}', firstCounter: 1, resetYearly: true },
  cancellations: {
    label: 'Stornorechnungen',
    pattern: 'ST-{YYYY}-{####}',
    firstCounter: 1,
    resetYearly: true,
  },
  incomingInvoices: {
    label: 'Eingangsrechnungen',
    pattern: 'ER-{YYYY}-{#####}',
    firstCounter: 1,
    resetYearly: true,
  },
  tickets: { label: 'Tickets', pattern: 'T-{#####}', firstCounter: 1, resetYearly: false },
  letters: { label: 'Briefe', pattern: 'BR-{YYYY}-{####}', firstCounter: 1, resetYearly: true },
} as const;

export type NumberRangeKey = keyof typeof numberRangeDefaults;
export const numberRangeKeys = Object.keys(numberRangeDefaults) as NumberRangeKey[];
export const isNumberRangeKey = (value: string): value is NumberRangeKey => value in numberRangeDefaults;
