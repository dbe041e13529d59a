import { z } from 'zod';
import type { DocumentLine } from '../documents/document-line.ts';
import { einvoiceFormats } from '../documents/document-types.ts';
import { vatTreatments, ZDocumentDraftFields } from '../documents/documents.schemas.ts';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
import { requiredText } from '../text-fields.ts';
import { serialInvoiceIntervals } from './serial-invoice-periods.ts';

const isoDate = (label: string) =>
  z
    .string({ error: `${label}: bitte ein Datum angeben.` })
    .refine(isValidIsoDate, { error: `${label}: kein gültiges Datum.` });

const draft = ZDocumentDraftFields.shape;

/** The document fields a serial invoice copies into every invoice it writes (like a draft's). */
export const serialInvoiceDocumentFields = {
  contact_id: draft.contact_id,
  project_id: draft.project_id,
  payment_term_days: draft.payment_term_days,
  skonto_percent: draft.skonto_percent,
  skonto_days: draft.skonto_days,
  subject: draft.subject,
  intro: draft.intro,
  outro: draft.outro,
  buyer_reference: draft.buyer_reference,
  order_reference: draft.order_reference,
  vat_treatment: draft.vat_treatment,
  einvoice_format: draft.einvoice_format,
  lines: draft.lines,
};
export const serialInvoiceHeaderKeys = [
  'contact_id',
  'project_id',
  'payment_term_days',
  'skonto_percent',
  'skonto_days',
  'subject',
  'intro',
  'outro',
  'buyer_reference',
  'order_reference',
  'vat_treatment',
  'einvoice_format',
] as const;

const templateFields = z.object({
  name: requiredText(200, 'Der Name', 'Bitte einen Namen angeben.'),
  customer_id: z.number({ error: 'Bitte einen Kunden wählen.' }).int().positive(),
  interval: z.enum(serialInvoiceIntervals, { error: 'Bitte ein Intervall wählen.' }),
  start_date: isoDate('Der Beginn'),
  end_date: isoDate('Das Ende').nullable().default(null),
  /** Start of the next period to invoice; empty = the start date (create) or unchanged (update). */
  next_date: isoDate('Die nächste Ausführung').nullable().default(null),
  auto_finalize: z.boolean().default(false),
  auto_send: z.boolean().default(false),
  active: z.boolean().default(true),
  ...serialInvoiceDocumentFields,
});

type TemplateFields = z.output<typeof templateFields>;

function checkTemplate(t: TemplateFields, ctx: z.RefinementCtx) {
  if (t.end_date && t.end_date < t.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Das Ende liegt vor dem Beginn.' });
  }
  if (t.next_date && t.next_date < t.start_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['next_date'],
      message: 'Die nächste Ausführung liegt vor dem Beginn.',
    });
  }
  if (t.auto_send && !t.auto_finalize) {
    ctx.addIssue({
      code: 'custom',
      path: ['auto_send'],
      message: 'Automatisch versenden geht nur zusammen mit automatischem Abschließen.',
    });
  }
  if (!t.lines.some((line) => line.kind === 'item')) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Bitte mindestens eine Position erfassen.' });
  }
  // The line rules (VAT category vs. rate) are the draft's; reuse them instead of restating them.
  const asDraft = ZDocumentDraftFields.safeParse({ document_date: t.start_date, lines: t.lines });
  for (const issue of asDraft.success ? [] : asDraft.error.issues) {
    if (issue.path[0] === 'lines') ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
}

export const ZSerialInvoiceTemplateCreate = templateFields.superRefine(checkTemplate);
export const ZSerialInvoiceTemplateUpdate = templateFields
  .extend({ version: z.number({ error: 'Die Version fehlt.' }).int().positive() })
  .superRefine(checkTemplate);
export type SerialInvoiceTemplateInput = z.output<typeof ZSerialInvoiceTemplateCreate>;

export const serialInvoiceRunStatuses = ['created', 'finalized', 'sent', 'failed'] as const;
export const serialInvoiceRunStatusLabels: Record<(typeof serialInvoiceRunStatuses)[number], string> = {
  created: 'Entwurf erstellt',
  finalized: 'Abgeschlossen',
  sent: 'Versendet',
  failed: 'Fehlgeschlagen',
};
export const serialInvoiceRunTriggers = ['schedule', 'manual'] as const;

const money = z.string();

export const ZSerialInvoiceRun = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  document_id: z.number().int().nullable(),
  document_number: z.string().nullable(),
  status: z.enum(serialInvoiceRunStatuses),
  message: z.string().nullable(),
  trigger: z.enum(serialInvoiceRunTriggers),
  created_at: z.string(),
});
export type SerialInvoiceRun = z.infer<typeof ZSerialInvoiceRun>;

/** A template as the API answers (plain types: responses are serialized, not parsed). */
export const ZSerialInvoiceTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string().nullable(),
  interval: z.enum(serialInvoiceIntervals),
  start_date: z.string(),
  end_date: z.string().nullable(),
  next_date: z.string(),
  /** The period the next run invoices; null once the end date is passed. */
  next_period: z.object({ start: z.string(), end: z.string() }).nullable(),
  auto_finalize: z.boolean(),
  auto_send: z.boolean(),
  active: z.boolean(),
  contact_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  payment_term_days: z.number().int().nullable(),
  skonto_percent: z.string().nullable(),
  skonto_days: z.number().int().nullable(),
  subject: z.string().nullable(),
  intro: z.string().nullable(),
  outro: z.string().nullable(),
  buyer_reference: z.string().nullable(),
  order_reference: z.string().nullable(),
  vat_treatment: z.enum(vatTreatments),
  einvoice_format: z.enum(einvoiceFormats).nullable(),
  lines: z.array(z.custom<DocumentLine>()),
  net: money,
  gross: money,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SerialInvoiceTemplate = z.infer<typeof ZSerialInvoiceTemplate>;

export const ZSerialInvoiceListItem = ZSerialInvoiceTemplate.pick({
  id: true,
  name: true,
  customer_id: true,
  customer_name: true,
  interval: true,
  start_date: true,
  end_date: true,
  next_date: true,
  next_period: true,
  auto_finalize: true,
  auto_send: true,
  active: true,
  net: true,
  gross: true,
}).extend({ last_run: ZSerialInvoiceRun.nullable() });
export type SerialInvoiceListItem = z.infer<typeof ZSerialInvoiceListItem>;

/** What "Jetzt ausführen" did: the runs it wrote (possibly none: nothing due). */
export const ZSerialInvoiceRunResult = z.object({ runs: z.array(ZSerialInvoiceRun) });
export type SerialInvoiceRunResult = z.infer<typeof ZSerialInvoiceRunResult>;
