import type { NumberRangeKey } from '../number-ranges/number-range-keys.ts';
import type { Permission } from '../permissions.ts';
import type { FieldDefinition, FieldOption } from './entity-fields.ts';
import { unitOptions, vatRateOptions } from './field-options.ts';

export const entityTypes = [
  'customers',
  'vendors',
  'contacts',
  'articles',
  'projects',
  'tasks',
  'costcentres',
  'absences',
] as const;
export type EntityType = (typeof entityTypes)[number];
export const isEntityType = (value: string): value is EntityType =>
  (entityTypes as readonly string[]).includes(value);

export interface EntityTypeDefinition {
  type: EntityType;
  /** Plural, as in the navigation and list heading ("Kunden"). */
  label: string;
  /** Singular ("Kunde"). */
  singular: string;
  /** Button and heading of the create form ("Neuer Kunde"). */
  createLabel: string;
  /** Empty list ("Noch keine Kunden angelegt."). */
  emptyText: string;
  permissions: { read: Permission; write: Permission };
  /** Numbered from this range when the number is left empty; no range = number typed by hand or none. */
  numberRangeKey?: NumberRangeKey;
  /** Whether the record has a number column at all, and whether it must be typed. */
  number: 'none' | 'allocated' | 'manual';
  numberLabel?: string;
  fields: readonly FieldDefinition[];
  /** The name lists and references show, built from `data`. */
  displayName: (data: Record<string, unknown>, lookups?: DisplayNameLookups) => string;
  /** Default sort of the list. */
  defaultSort: string;
}

export interface DisplayNameLookups {
  /** Label of an option value of a select field. */
  optionLabel: (field: string, value: unknown) => string;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const joinName = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

const salutationOptions: readonly FieldOption[] = [
  { value: 'Frau', label: 'Frau' },
  { value: 'Herr', label: 'Herr' },
  { value: 'Divers', label: 'Divers' },
];

const partyKindField: FieldDefinition = {
  key: 'kind',
  label: 'Art',
  kind: 'select',
  required: true,
  defaultValue: 'company',
  options: [
    { value: 'company', label: 'Firma' },
    { value: 'person', label: 'Privatperson' },
  ],
  filterable: true,
  section: 'Stammdaten',
};

const personOrCompanyFields: readonly FieldDefinition[] = [
  partyKindField,
  {
    key: 'company_name',
    label: 'Firmenname',
    kind: 'text',
    max: 200,
    requiredWhen: { field: 'kind', equals: 'company' },
    searchable: true,
    section: 'Stammdaten',
  },
  { key: 'salutation', label: 'Anrede', kind: 'select', options: salutationOptions, section: 'Stammdaten' },
  { key: 'first_name', label: 'Vorname', kind: 'text', max: 100, searchable: true, section: 'Stammdaten' },
  {
    key: 'last_name',
    label: 'Nachname',
    kind: 'text',
    max: 100,
    requiredWhen: { field: 'kind', equals: 'person' },
    searchable: true,
    section: 'Stammdaten',
  },
];

const addressFields: readonly FieldDefinition[] = [
  {
    key: 'street',
    label: 'Straße und Hausnummer',
    kind: 'text',
    max: 200,
    searchable: true,
    section: 'Anschrift',
  },
  { key: 'address_line2', label: 'Adresszusatz', kind: 'text', max: 200, section: 'Anschrift' },
  {
    key: 'zip',
    label: 'PLZ',
    kind: 'text',
    max: 10,
    searchable: true,
    listColumn: true,
    section: 'Anschrift',
  },
  {
    key: 'city',
    label: 'Ort',
    kind: 'text',
    max: 100,
    searchable: true,
    listColumn: true,
    filterable: true,
    section: 'Anschrift',
  },
  {
    key: 'country',
    label: 'Land',
    kind: 'country',
    required: true,
    defaultValue: 'DE',
    filterable: true,
    section: 'Anschrift',
  },
];

const communicationFields: readonly FieldDefinition[] = [
  {
    key: 'email',
    label: 'E-Mail',
    kind: 'email',
    max: 254,
    searchable: true,
    listColumn: true,
    section: 'Kontakt',
  },
  {
    key: 'phone',
    label: 'Telefon',
    kind: 'phone',
    max: 40,
    searchable: true,
    listColumn: true,
    section: 'Kontakt',
  },
  { key: 'website', label: 'Webseite', kind: 'url', max: 200, section: 'Kontakt' },
];

const taxAndPaymentFields = (party: 'customer' | 'vendor'): FieldDefinition[] => [
  {
    key: 'vat_id',
    label: 'USt-IdNr.',
    kind: 'vatId',
    searchable: true,
    section: 'Steuer & Zahlung',
    description: 'Umsatzsteuer-Identifikationsnummer, z. B. DE123456789.',
  },
  { key: 'tax_number', label: 'Steuernummer', kind: 'text', max: 20, section: 'Steuer & Zahlung' },
  {
    key: 'vat_treatment',
    label: 'Umsatzsteuer',
    kind: 'select',
    required: true,
    defaultValue: 'standard',
    filterable: true,
    section: 'Steuer & Zahlung',
    options: [
      { value: 'standard', label: 'Inland (Regelbesteuerung)' },
      { value: 'reverseCharge', label: 'Steuerschuldnerschaft des Leistungsempfängers (§13b UStG)' },
      { value: 'intraEu', label: 'Innergemeinschaftlich (EU, steuerfrei)' },
      { value: 'export', label: 'Ausfuhr / Drittland (steuerfrei)' },
      { value: 'smallBusiness', label: 'Kleinunternehmer (§19 UStG)' },
    ],
  },
  {
    key: 'payment_term_days',
    label: party === 'customer' ? 'Zahlungsziel (Tage)' : 'Zahlungsziel des Lieferanten (Tage)',
    kind: 'number',
    integer: true,
    min: 0,
    max: 365,
    defaultValue: 14,
    section: 'Steuer & Zahlung',
  },
  {
    key: 'skonto_percent',
    label: 'Skonto (%)',
    kind: 'percent',
    min: 0,
    max: 100,
    section: 'Steuer & Zahlung',
  },
  {
    key: 'skonto_days',
    label: 'Skonto-Frist (Tage)',
    kind: 'number',
    integer: true,
    min: 0,
    max: 365,
    section: 'Steuer & Zahlung',
  },
  { key: 'iban', label: 'IBAN', kind: 'iban', section: 'Bankverbindung' },
  { key: 'bic', label: 'BIC', kind: 'bic', section: 'Bankverbindung' },
];

const notesField: FieldDefinition = {
  key: 'notes',
  label: 'Notizen',
  kind: 'longText',
  max: 5000,
  section: 'Notizen',
};

const partyName = (data: Record<string, unknown>) =>
  data.kind === 'person' ? joinName(data.first_name, data.last_name) : str(data.company_name);

const customers: EntityTypeDefinition = {
  type: 'customers',
  label: 'Kunden',
  singular: 'Kunde',
  createLabel: 'Neuer Kunde',
  emptyText: 'Noch keine Kunden angelegt.',
  permissions: { read: 'entities.read', write: 'entities.write' },
  numberRangeKey: 'customers',
  number: 'allocated',
  numberLabel: 'Kundennummer',
  defaultSort: 'name',
  displayName: partyName,
  fields: [
    ...personOrCompanyFields,
    ...addressFields,
    ...communicationFields,
    {
      key: 'invoice_email',
      label: 'E-Mail für Rechnungen',
      kind: 'email',
      max: 254,
      section: 'Kontakt',
      description: 'Rechnungen gehen an diese Adresse; leer = die allgemeine E-Mail.',
    },
    ...taxAndPaymentFields('customer'),
    {
      key: 'leitweg_id',
      label: 'Leitweg-ID',
      kind: 'leitwegId',
      section: 'E-Rechnung',
      description: 'Nur für öffentliche Auftraggeber; wird als Käuferreferenz in die XRechnung geschrieben.',
    },
    {
      key: 'einvoice_format',
      label: 'E-Rechnungsformat',
      kind: 'select',
      required: true,
      defaultValue: 'tenantDefault',
      section: 'E-Rechnung',
      options: [
        { value: 'tenantDefault', label: 'Wie in den Einstellungen' },
        { value: 'zugferd', label: 'ZUGFeRD (PDF mit eingebettetem XML)' },
        { value: 'xrechnungUbl', label: 'XRechnung (UBL)' },
        { value: 'xrechnungCii', label: 'XRechnung (CII)' },
        { value: 'pdf', label: 'Nur PDF' },
      ],
    },
    {
      key: 'sepa_mandate_reference',
      label: 'SEPA-Mandatsreferenz',
      kind: 'text',
      max: 35,
      section: 'Bankverbindung',
    },
    { key: 'sepa_mandate_date', label: 'Datum des SEPA-Mandats', kind: 'date', section: 'Bankverbindung' },
    notesField,
  ],
};

const vendors: EntityTypeDefinition = {
  type: 'vendors',
  label: 'Lieferanten',
  singular: 'Lieferant',
  createLabel: 'Neuer Lieferant',
  emptyText: 'Noch keine Lieferanten angelegt.',
  permissions: { read: 'entities.read', write: 'entities.write' },
  numberRangeKey: 'vendors',
  number: 'allocated',
  numberLabel: 'Lieferantennummer',
  defaultSort: 'name',
  displayName: partyName,
  fields: [
    ...personOrCompanyFields,
    ...addressFields,
    ...communicationFields,
    ...taxAndPaymentFields('vendor'),
    {
      key: 'expense_account',
      label: 'Standard-Aufwandskonto',
      kind: 'text',
      max: 8,
      section: 'Buchhaltung',
      description: 'Sachkonto nach SKR03/SKR04, z. B. 3400 oder 5400.',
    },
    {
      key: 'our_customer_number',
      label: 'Unsere Kundennummer beim Lieferanten',
      kind: 'text',
      max: 40,
      searchable: true,
      section: 'Buchhaltung',
    },
    notesField,
  ],
};

const contacts: EntityTypeDefinition = {
  type: 'contacts',
  label: 'Ansprechpartner',
  singular: 'Ansprechpartner',
  createLabel: 'Neuer Ansprechpartner',
  emptyText: 'Noch keine Ansprechpartner angelegt.',
  permissions: { read: 'entities.read', write: 'entities.write' },
  number: 'none',
  defaultSort: 'name',
  displayName: (data) => joinName(data.first_name, data.last_name),
  fields: [
    {
      key: 'company',
      label: 'Firma',
      kind: 'reference',
      referenceTypes: ['customers', 'vendors'],
      required: true,
      listColumn: true,
      filterable: true,
    },
    { key: 'salutation', label: 'Anrede', kind: 'select', options: salutationOptions },
    { key: 'first_name', label: 'Vorname', kind: 'text', max: 100, searchable: true },
    { key: 'last_name', label: 'Nachname', kind: 'text', max: 100, required: true, searchable: true },
    { key: 'role', label: 'Funktion', kind: 'text', max: 100, searchable: true, listColumn: true },
    { key: 'email', label: 'E-Mail', kind: 'email', max: 254, searchable: true, listColumn: true },
    { key: 'phone', label: 'Telefon', kind: 'phone', max: 40, searchable: true, listColumn: true },
    { key: 'mobile', label: 'Mobil', kind: 'phone', max: 40, searchable: true },
    notesField,
  ],
};

const articles: EntityTypeDefinition = {
  type: 'articles',
  label: 'Artikel & Leistungen',
  singular: 'Artikel',
  createLabel: 'Neuer Artikel',
  emptyText: 'Noch keine Artikel oder Leistungen angelegt.',
  permissions: { read: 'entities.read', write: 'entities.write' },
  numberRangeKey: 'articles',
  number: 'allocated',
  numberLabel: 'Artikelnummer',
  defaultSort: 'number',
  displayName: (data) => str(data.name),
  fields: [
    {
      key: 'kind',
      label: 'Art',
      kind: 'select',
      required: true,
      defaultValue: 'product',
      options: [
        { value: 'product', label: 'Produkt' },
        { value: 'service', label: 'Dienstleistung' },
      ],
      listColumn: true,
      filterable: true,
    },
    { key: 'name', label: 'Bezeichnung', kind: 'text', max: 200, required: true, searchable: true },
    { key: 'description', label: 'Beschreibung', kind: 'longText', max: 5000, searchable: true },
    {
      key: 'unit',
      label: 'Einheit',
      kind: 'select',
      required: true,
      defaultValue: 'C62',
      options: unitOptions,
      listColumn: true,
      filterable: true,
    },
    {
      key: 'net_price',
      label: 'Nettopreis (€)',
      kind: 'money',
      required: true,
      min: 0,
      max: 9_999_999,
      listColumn: true,
      filterable: true,
    },
    {
      key: 'vat_rate',
      label: 'USt.-Satz',
      kind: 'select',
      required: true,
      defaultValue: '19',
      options: vatRateOptions,
      listColumn: true,
      filterable: true,
    },
    {
      key: 'revenue_account',
      label: 'Erlöskonto',
      kind: 'text',
      max: 8,
      description: 'Sachkonto nach SKR03/SKR04, z. B. 8400 oder 4400.',
    },
  ],
};

const projects: EntityTypeDefinition = {
  type: 'projects',
  label: 'Projekte',
  singular: 'Projekt',
  createLabel: 'Neues Projekt',
  emptyText: 'Noch keine Projekte angelegt.',
  permissions: { read: 'projects.read', write: 'projects.write' },
  numberRangeKey: 'projects',
  number: 'allocated',
  numberLabel: 'Projektnummer',
  defaultSort: '-number',
  displayName: (data) => str(data.name),
  fields: [
    { key: 'name', label: 'Name', kind: 'text', max: 200, required: true, searchable: true },
    {
      key: 'customer',
      label: 'Kunde',
      kind: 'reference',
      referenceTypes: ['customers'],
      listColumn: true,
      filterable: true,
    },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      defaultValue: 'planned',
      options: [
        { value: 'planned', label: 'Geplant' },
        { value: 'active', label: 'Laufend' },
        { value: 'done', label: 'Abgeschlossen' },
      ],
      listColumn: true,
      filterable: true,
    },
    { key: 'start_date', label: 'Beginn', kind: 'date', listColumn: true, filterable: true },
    { key: 'end_date', label: 'Ende', kind: 'date', filterable: true },
    { key: 'budget_hours', label: 'Budget (Stunden)', kind: 'number', min: 0, max: 1_000_000 },
    { key: 'budget_amount', label: 'Budget (€)', kind: 'money', min: 0, max: 999_999_999 },
    {
      key: 'hourly_rate',
      label: 'Stundensatz (€)',
      kind: 'money',
      min: 0,
      max: 99_999,
      description: 'Für abrechenbare Zeiten ohne eigenen Satz und ohne Leistung mit Preis.',
    },
    { key: 'members', label: 'Mitglieder', kind: 'profiles' },
    { key: 'description', label: 'Beschreibung', kind: 'longText', max: 10000, searchable: true },
  ],
};

const tasks: EntityTypeDefinition = {
  type: 'tasks',
  label: 'Aufgaben',
  singular: 'Aufgabe',
  createLabel: 'Neue Aufgabe',
  emptyText: 'Keine Aufgaben – alles erledigt.',
  permissions: { read: 'projects.read', write: 'projects.write' },
  number: 'none',
  defaultSort: 'due_date',
  displayName: (data) => str(data.title),
  fields: [
    { key: 'title', label: 'Titel', kind: 'text', max: 200, required: true, searchable: true },
    {
      key: 'project',
      label: 'Projekt',
      kind: 'reference',
      referenceTypes: ['projects'],
      listColumn: true,
      filterable: true,
    },
    { key: 'phase', label: 'Phase', kind: 'text', max: 100, filterable: true },
    { key: 'assignee', label: 'Zuständig', kind: 'profile', listColumn: true, filterable: true },
    { key: 'due_date', label: 'Fällig am', kind: 'date', listColumn: true, filterable: true },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      defaultValue: 'open',
      options: [
        { value: 'open', label: 'Offen' },
        { value: 'inProgress', label: 'In Arbeit' },
        { value: 'done', label: 'Erledigt' },
      ],
      listColumn: true,
      filterable: true,
    },
    { key: 'description', label: 'Beschreibung', kind: 'longText', max: 10000, searchable: true },
  ],
};

const costcentres: EntityTypeDefinition = {
  type: 'costcentres',
  label: 'Kostenstellen',
  singular: 'Kostenstelle',
  createLabel: 'Neue Kostenstelle',
  emptyText: 'Noch keine Kostenstellen angelegt.',
  permissions: { read: 'entities.read', write: 'entities.write' },
  number: 'manual',
  numberLabel: 'Nummer',
  defaultSort: 'number',
  displayName: (data) => str(data.name),
  fields: [
    { key: 'name', label: 'Bezeichnung', kind: 'text', max: 100, required: true, searchable: true },
    { key: 'description', label: 'Beschreibung', kind: 'longText', max: 2000, listColumn: true },
  ],
};

export const absenceKindOptions: readonly FieldOption[] = [
  { value: 'vacation', label: 'Urlaub' },
  { value: 'sick', label: 'Krank' },
  { value: 'specialLeave', label: 'Sonderurlaub' },
  { value: 'overtimeReduction', label: 'Überstundenabbau' },
  { value: 'school', label: 'Berufsschule' },
];

const absences: EntityTypeDefinition = {
  type: 'absences',
  label: 'Abwesenheiten',
  singular: 'Abwesenheit',
  createLabel: 'Neue Abwesenheit',
  emptyText: 'Keine Abwesenheiten eingetragen.',
  permissions: { read: 'workingTimes.read', write: 'workingTimes.write' },
  number: 'none',
  defaultSort: '-from',
  displayName: (data, lookups) => {
    const kind = lookups?.optionLabel('kind', data.kind) ?? str(data.kind);
    const day = (value: unknown) => str(value).split('-').reverse().join('.');
    return data.from === data.to ? `${kind} ${day(data.from)}` : `${kind} ${day(data.from)}–${day(data.to)}`;
  },
  fields: [
    {
      key: 'profile',
      label: 'Mitarbeiter',
      kind: 'profile',
      required: true,
      listColumn: true,
      filterable: true,
    },
    {
      key: 'kind',
      label: 'Art',
      kind: 'select',
      required: true,
      defaultValue: 'vacation',
      options: absenceKindOptions,
      listColumn: true,
      filterable: true,
    },
    { key: 'from', label: 'Von', kind: 'date', required: true, listColumn: true, filterable: true },
    { key: 'to', label: 'Bis', kind: 'date', required: true, listColumn: true },
    { key: 'half_day_start', label: 'Erster Tag nur halb', kind: 'boolean', defaultValue: false },
    { key: 'half_day_end', label: 'Letzter Tag nur halb', kind: 'boolean', defaultValue: false },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      defaultValue: 'requested',
      options: [
        { value: 'requested', label: 'Beantragt' },
        { value: 'approved', label: 'Genehmigt' },
        { value: 'rejected', label: 'Abgelehnt' },
      ],
      listColumn: true,
      filterable: true,
    },
    { key: 'note', label: 'Bemerkung', kind: 'longText', max: 2000 },
  ],
};

/** The registry: every master-data type Kontor knows, by its URL name. */
export const entityRegistry: Record<EntityType, EntityTypeDefinition> = {
  customers,
  vendors,
  contacts,
  articles,
  projects,
  tasks,
  costcentres,
  absences,
};

export const entityDefinition = (type: EntityType): EntityTypeDefinition => entityRegistry[type];

export const fieldOf = (type: EntityType, key: string): FieldDefinition | undefined =>
  entityRegistry[type].fields.find((f) => f.key === key);
