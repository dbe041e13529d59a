import {
  documentStatusLabels,
  documentTypeDefinitions,
  entityRegistry,
  formatDecimalDe,
  formatEuro,
  formatQuantityDe,
  textTemplateUsageDefinitions,
  isTextTemplateUsage,
  standardTargetLabel,
  type EntityType,
  type FieldDefinition,
} from '@kontor/contracts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { formatFieldValue, type FormatContext } from '../../lib/field-format.ts';

/**
 * How the fields of one kind of record read in a change table. Either part may answer undefined,
 * and the history catalog's labels and the default formatting step in.
 */
export interface ChangeDescriber {
  label: (field: string) => string | undefined;
  format: (field: string, value: unknown) => string | undefined;
  /** Field order of the form; unknown fields follow. */
  order?: readonly string[];
}

/**
 * Master data: labels and formats from the registry, custom fields under `custom.<key>` (history
 * stores the record flattened, see the entities module), the number and the archive date.
 */
export function entityChangeDescriber(
  type: EntityType,
  customFields: readonly FieldDefinition[],
  ctx: FormatContext,
): ChangeDescriber {
  const definition = entityRegistry[type];
  const fields = new Map<string, FieldDefinition>([
    ['number', { key: 'number', label: definition.numberLabel ?? 'Nummer', kind: 'text' }],
    ...definition.fields.map((f): [string, FieldDefinition] => [f.key, f]),
    ...customFields.map((f): [string, FieldDefinition] => [`custom.${f.key}`, f]),
  ]);
  return {
    label: (field) => fields.get(field)?.label,
    format: (field, value) => {
      if (field === 'archived_at' && typeof value === 'string') return formatDateTime(value, ctx.language);
      const known = fields.get(field);
      return known ? (formatFieldValue(known, value, ctx) ?? undefined) : undefined;
    },
    order: [...fields.keys()],
  };
}

/** Text templates: the usage and the document types (or Mahnstufen) by their German names. */
export const textTemplateChangeDescriber: ChangeDescriber = {
  label: () => undefined,
  format: (field, value) => {
    if (field === 'usage' && typeof value === 'string' && isTextTemplateUsage(value))
      return textTemplateUsageDefinitions[value].label;
    if (field === 'document_types' && typeof value === 'string')
      return value.split(', ').map(standardTargetLabel).join(', ');
    return undefined;
  },
  order: ['name', 'usage', 'subject', 'body', 'is_default', 'document_types'],
};

const documentFieldLabels: Record<string, string> = {
  type: 'Dokumenttyp',
  status: 'Status',
  number: 'Nummer',
  customer_id: 'Kunde (Nr.)',
  customer_name: 'Kunde',
  contact_id: 'Ansprechpartner (Nr.)',
  project_id: 'Projekt (Nr.)',
  document_date: 'Belegdatum',
  due_date: 'Fällig am',
  service_date: 'Leistungsdatum',
  service_period_start: 'Leistungsbeginn',
  service_period_end: 'Leistungsende',
  valid_until: 'Gültig bis',
  payment_term_days: 'Zahlungsziel (Tage)',
  skonto_percent: 'Skonto %',
  skonto_days: 'Skontofrist (Tage)',
  subject: 'Betreff',
  intro: 'Einleitung',
  outro: 'Schlusstext',
  lines: 'Positionen',
  net: 'Netto',
  gross: 'Brutto',
  paid: 'Bezahlt',
  amount: 'Betrag',
  paid_on: 'Bezahlt am',
  dunning_level: 'Mahnstufe',
};
const moneyFields = new Set(['net', 'gross', 'paid', 'amount']);
const dateFields = new Set([
  'document_date',
  'due_date',
  'service_date',
  'service_period_start',
  'service_period_end',
  'valid_until',
  'paid_on',
]);

/** One line of a document as a person reads it: "3,5 × Monteurstunde à 65,00 €". */
function describeLine(line: unknown): string | null {
  if (typeof line !== 'object' || line === null) return null;
  const l = line as Record<string, unknown>;
  const name = typeof l.name === 'string' && l.name !== '' ? l.name : '—';
  if (l.kind !== 'item') return name;
  const quantity = typeof l.quantity === 'string' ? formatQuantityDe(l.quantity) : '';
  const price = typeof l.unit_price === 'string' ? ` à ${formatDecimalDe(l.unit_price, 2, 4)} €` : '';
  return `${quantity} × ${name}${price}`;
}

/** Documents: German labels, status and type names, amounts and dates in German, lines readable. */
export const documentChangeDescriber = (language: string): ChangeDescriber => ({
  label: (field) => documentFieldLabels[field],
  format: (field, value) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (field === 'status' && typeof value === 'string' && value in documentStatusLabels)
      return documentStatusLabels[value as keyof typeof documentStatusLabels];
    if (field === 'type' && typeof value === 'string' && value in documentTypeDefinitions)
      return documentTypeDefinitions[value as keyof typeof documentTypeDefinitions].label;
    if (moneyFields.has(field) && typeof value === 'string') return formatEuro(value);
    if (dateFields.has(field) && typeof value === 'string') return formatDate(value, language);
    if (field === 'lines' && Array.isArray(value))
      return value
        .map(describeLine)
        .filter((l) => l !== null)
        .join('\n');
    return undefined;
  },
  order: Object.keys(documentFieldLabels),
});
