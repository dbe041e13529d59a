import { formatIban } from '../settings/iban.ts';

/** The groups of placeholders, named after the first part of the placeholder (`{{kunde.name}}`). */
export const placeholderGroups = {
  kunde: 'Kunde',
  dokument: 'Dokument',
  firma: 'Eigene Firma',
  mahnung: 'Mahnung',
  benutzer: 'Benutzer',
  allgemein: 'Allgemein',
} as const;
export type PlaceholderGroup = keyof typeof placeholderGroups;

export interface PlaceholderDefinition {
  /** What goes between the braces: `kunde.name`. */
  name: string;
  group: PlaceholderGroup;
  label: string;
  description: string;
  /** The value the preview shows when no real record is chosen. */
  sample: string;
  /** A sentence that is left out when it does not apply; its emptiness stops nothing. */
  mayBeEmpty?: boolean;
}

/** Every placeholder a text template may use, in the order the picker offers them. */
export const placeholderCatalog: readonly PlaceholderDefinition[] = [
  {
    name: 'kunde.name',
    group: 'kunde',
    label: 'Name',
    description: 'Firmenname oder Vor- und Nachname des Kunden.',
    sample: 'Müller Haustechnik GmbH',
  },
  {
    name: 'kunde.nummer',
    group: 'kunde',
    label: 'Kundennummer',
    description: 'Die Kundennummer aus den Stammdaten.',
    sample: '10001',
  },
  {
    name: 'kunde.anrede',
    group: 'kunde',
    label: 'Briefanrede',
    description:
      'Vollständige Anrede mit Komma, z. B. „Sehr geehrte Frau Müller,“ – ohne bekannte Person „Sehr geehrte Damen und Herren,“.',
    sample: 'Sehr geehrte Frau Müller,',
  },
  {
    name: 'kunde.ansprechpartner',
    group: 'kunde',
    label: 'Ansprechpartner',
    description: 'Vor- und Nachname der Person, an die sich der Text richtet.',
    sample: 'Anna Müller',
  },
  {
    name: 'dokument.art',
    group: 'dokument',
    label: 'Dokumentart',
    description: 'Zum Beispiel Rechnung, Angebot oder Gutschrift.',
    sample: 'Rechnung',
  },
  {
    name: 'dokument.nummer',
    group: 'dokument',
    label: 'Dokumentnummer',
    description: 'Die Nummer des Dokuments aus dem Nummernkreis.',
    sample: 'RE-2026-00042',
  },
  {
    name: 'dokument.datum',
    group: 'dokument',
    label: 'Dokumentdatum',
    description: 'Das Datum des Dokuments.',
    sample: '21.11.2026',
  },
  {
    name: 'dokument.faellig_am',
    group: 'dokument',
    label: 'Fällig am',
    description: 'Bis wann der Betrag zu zahlen ist.',
    sample: '05.12.2026',
  },
  {
    name: 'dokument.betrag_brutto',
    group: 'dokument',
    label: 'Bruttobetrag',
    description: 'Der Gesamtbetrag einschließlich Umsatzsteuer.',
    sample: '1.234,56 €',
  },
  {
    name: 'dokument.betrag_offen',
    group: 'dokument',
    label: 'Offener Betrag',
    description: 'Was von der Rechnung noch nicht bezahlt ist.',
    sample: '734,56 €',
  },
  {
    name: 'dokument.betrag_zahlbar',
    group: 'dokument',
    label: 'Zahlbetrag',
    description:
      'Was der Kunde zahlen soll: der Gesamtbetrag abzüglich verrechneter Abschläge. Leer, wenn nichts zu zahlen ist.',
    sample: '722,33 €',
  },
  {
    name: 'dokument.zeitraum',
    group: 'dokument',
    label: 'Abrechnungszeitraum',
    description: 'Der Leistungszeitraum einer Serienrechnung, z. B. „01.11.2026 – 30.11.2026“.',
    sample: '01.11.2026 – 30.11.2026',
  },
  {
    name: 'mahnung.stufe',
    group: 'mahnung',
    label: 'Mahnstufe',
    description: 'Zahlungserinnerung, 1. Mahnung oder 2. Mahnung.',
    sample: '1. Mahnung',
  },
  {
    name: 'mahnung.datum',
    group: 'mahnung',
    label: 'Mahndatum',
    description: 'Das Datum der Zahlungserinnerung oder Mahnung.',
    sample: '12.12.2026',
  },
  {
    name: 'mahnung.frist',
    group: 'mahnung',
    label: 'Neue Zahlungsfrist',
    description: 'Bis wann der Kunde nach dieser Mahnung zahlen soll.',
    sample: '22.12.2026',
  },
  {
    name: 'mahnung.gebuehr',
    group: 'mahnung',
    label: 'Mahngebühr',
    description:
      'Die berechnete Mahngebühr (bei Firmenkunden mit der Verzugspauschale). Leer, wenn keine Gebühr berechnet wird.',
    sample: '2,50 €',
  },
  {
    name: 'mahnung.gebuehr_hinweis',
    group: 'mahnung',
    label: 'Satz zur Mahngebühr',
    description:
      'Ein ganzer Satz, z. B. „Darin enthalten ist eine Mahngebühr von 2,50 €.“ Fällt weg, wenn keine Gebühr berechnet wird.',
    sample: 'Darin enthalten ist eine Mahngebühr von 2,50 €.',
    mayBeEmpty: true,
  },
  {
    name: 'mahnung.zinsen',
    group: 'mahnung',
    label: 'Verzugszinsen',
    description: 'Die berechneten Verzugszinsen. Leer, wenn keine Zinsen berechnet werden.',
    sample: '3,12 €',
  },
  {
    name: 'mahnung.forderung',
    group: 'mahnung',
    label: 'Gesamtforderung',
    description: 'Offener Betrag mit Gebühren und Zinsen: was der Kunde jetzt zahlen soll.',
    sample: '740,18 €',
  },
  {
    name: 'firma.name',
    group: 'firma',
    label: 'Firmenname',
    description: 'Der Name Ihrer Firma aus den Firmendaten.',
    sample: 'Muster Handwerk GmbH',
  },
  {
    name: 'firma.iban',
    group: 'firma',
    label: 'IBAN',
    description: 'Ihre Bankverbindung aus den Firmendaten, in Vierergruppen.',
    sample: 'DE02 1203 0000 0000 2020 51',
  },
  {
    name: 'benutzer.name',
    group: 'benutzer',
    label: 'Name',
    description: 'Wer das Dokument, die E-Mail oder den Brief erstellt.',
    sample: 'Dana Demo',
  },
  {
    name: 'heute',
    group: 'allgemein',
    label: 'Heutiges Datum',
    description: 'Das Datum des Tages, an dem der Text erzeugt wird.',
    sample: '21.11.2026',
  },
];

const byName = new Map(placeholderCatalog.map((p) => [p.name, p]));

export const findPlaceholder = (name: string): PlaceholderDefinition | undefined => byName.get(name);

/** Values to fill in, by placeholder name; a missing value renders as nothing. */
export type PlaceholderValues = Partial<Record<string, string | null | undefined>>;

/** The built-in sample record of the preview. */
export const sampleValues: Readonly<Record<string, string>> = Object.fromEntries(
  placeholderCatalog.map((p) => [p.name, p.sample]),
);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A person as master data stores one: salutation (Frau, Herr, Divers), first and last name. */
export interface AddressedPerson {
  salutation?: unknown;
  first_name?: unknown;
  last_name?: unknown;
}

/**
 * The salutation line of a German letter or e-mail (DIN 5008 style, with the comma): gendered
 * for Frau/Herr, the full name for Divers or an unknown salutation, and the collective form when
 * nobody is known by name.
 */
export function salutationLine(person: AddressedPerson | null | undefined): string {
  const last = text(person?.last_name);
  if (!person || !last) return 'Sehr geehrte Damen und Herren,';
  if (person.salutation === 'Frau') return `Sehr geehrte Frau ${last},`;
  if (person.salutation === 'Herr') return `Sehr geehrter Herr ${last},`;
  const full = [text(person.first_name), last].filter(Boolean).join(' ');
  return `Guten Tag ${full},`;
}

const fullName = (person: AddressedPerson | null | undefined) =>
  [text(person?.first_name), text(person?.last_name)].filter(Boolean).join(' ');

/**
 * The `kunde.*` values of a customer record. For a company, the contact (if one is chosen) is
 * whom the text addresses; a private customer is addressed themselves.
 */
export function customerPlaceholderValues(
  customer: { number: string | null; name: string; data: Record<string, unknown> },
  contact?: AddressedPerson | null,
): PlaceholderValues {
  const addressee = customer.data.kind === 'person' ? customer.data : (contact ?? null);
  return {
    'kunde.name': customer.name,
    'kunde.nummer': customer.number ?? '',
    'kunde.anrede': salutationLine(addressee),
    'kunde.ansprechpartner': fullName(addressee),
  };
}

/** The `firma.*` values from the tenant's company data. */
export const companyPlaceholderValues = (company: {
  company_name: string;
  iban: string | null;
}): PlaceholderValues => ({
  'firma.name': company.company_name,
  'firma.iban': company.iban ? formatIban(company.iban) : '',
});
