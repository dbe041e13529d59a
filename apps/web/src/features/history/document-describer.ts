import {
  documentStatusLabels,
  documentTypeDefinitions,
  dunningStageLabel,
  einvoiceFormatLabels,
  entityRegistry,
  formatEuro,
  type EinvoiceFormat,
} from '@kontor/contracts';
import { formatIsoDate, refName } from '../../lib/field-format.ts';
import type { ChangeDescriber } from './change-describer.ts';
import { describeLine, describeLineDiff } from './document-line-diff.ts';

type Refs = Readonly<Record<string, string>>;

const documentFieldLabels: Record<string, string> = {
  type: 'Dokumenttyp',
  status: 'Status',
  number: 'Nummer',
  customer_name: 'Kunde',
  customer_id: 'Kunde',
  contact_id: 'Ansprechpartner',
  project_id: 'Projekt',
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
  buyer_reference: 'Leitweg-ID / Käuferreferenz',
  order_reference: 'Bestellnummer des Kunden',
  vat_treatment: 'Umsatzsteuer',
  einvoice_format: 'E-Rechnungsformat',
  deducted_advance_ids: 'Verrechnete Abschlagsrechnungen',
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
const recordFields = new Set(['customer_id', 'contact_id', 'project_id']);

const vatTreatmentLabel = (value: string) =>
  entityRegistry.customers.fields
    .find((f) => f.key === 'vat_treatment')
    ?.options?.find((o) => o.value === value)?.label ?? value;

const ids = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/**
 * Documents: German labels, status and type names, amounts and dates in German, referenced
 * customers, contacts and projects by name, and line changes as sentences
 * ("Menge 1 → 3,5 bei Monteurstunde").
 */
export const documentChangeDescriber = (language: string, refs: Refs = {}): ChangeDescriber => ({
  label: (field) => documentFieldLabels[field],
  format: (field, value) => {
    if (value === null || value === undefined || value === '') return undefined;
    if (field === 'status' && typeof value === 'string' && value in documentStatusLabels)
      return documentStatusLabels[value as keyof typeof documentStatusLabels];
    if (field === 'type' && typeof value === 'string' && value in documentTypeDefinitions)
      return documentTypeDefinitions[value as keyof typeof documentTypeDefinitions].label;
    if (moneyFields.has(field) && typeof value === 'string') return formatEuro(value);
    if (dateFields.has(field) && typeof value === 'string') return formatIsoDate(value, language);
    if (recordFields.has(field) && typeof value === 'number') return refName(refs, 'e', value);
    if (field === 'deducted_advance_ids')
      return ids(value)
        .map((id) => refs[`d${id}`] ?? `#${id}`)
        .join(', ');
    if (field === 'dunning_level' && typeof value === 'number') return dunningStageLabel(value);
    if (field === 'vat_treatment' && typeof value === 'string') return vatTreatmentLabel(value);
    if (field === 'einvoice_format' && typeof value === 'string')
      return einvoiceFormatLabels[value as EinvoiceFormat] ?? value;
    if (field === 'skonto_percent' && typeof value === 'string') return `${value.replace('.', ',')} %`;
    if (field === 'lines' && Array.isArray(value))
      return value
        .map(describeLine)
        .filter((l) => l !== null)
        .join('\n');
    return undefined;
  },
  diff: (field, from, to) =>
    field === 'lines' && Array.isArray(from) && Array.isArray(to) ? describeLineDiff(from, to) : undefined,
  // The stored name tells who the customer was then; the id beside it says nothing more.
  hidden: (field, fields) => field === 'customer_id' && fields.includes('customer_name'),
  order: Object.keys(documentFieldLabels),
});
