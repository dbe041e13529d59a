/**
 * The vocabulary the entity registry describes fields with. One field definition drives the
 * form input, the show page, the list column, the filter, the export column and the zod schema
 * that browser and server both validate with.
 */
export const fieldKinds = [
  'text',
  'longText',
  'email',
  'phone',
  'url',
  'number',
  'money',
  'percent',
  'date',
  'boolean',
  'select',
  'multiSelect',
  'reference',
  'profile',
  'profiles',
  'country',
  'iban',
  'bic',
  'vatId',
  'leitwegId',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDefinition {
  /** snake_case key inside `data` (or `custom` for custom fields). */
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Required only while another field has this value (e.g. company name for companies). */
  requiredWhen?: { field: string; equals: string };
  /** Text: maximum length. Number/money/percent: bounds. */
  max?: number;
  min?: number;
  /** Number: whole numbers only. */
  integer?: boolean;
  options?: readonly FieldOption[];
  /** Reference: the registry type(s) a value may point to. */
  referenceTypes?: readonly string[];
  /** Value a new record starts with. */
  defaultValue?: unknown;
  /** Shown as a list column unless the user chose other columns. */
  listColumn?: boolean;
  /** Part of the full-text search. */
  searchable?: boolean;
  /** Offered as a list filter. */
  filterable?: boolean;
  /** Form section heading, so long forms read in groups. */
  section?: string;
  /** A short hint under the input. */
  description?: string;
}

/** Kinds whose values sort and filter as numbers. */
export const numericKinds: readonly FieldKind[] = ['number', 'money', 'percent'];

/** Fields whose values are other records' ids (resolved to names in lists and show pages). */
export const isReferenceKind = (kind: FieldKind) =>
  kind === 'reference' || kind === 'profile' || kind === 'profiles';
