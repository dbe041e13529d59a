import { z } from 'zod';
import { decimalPattern } from '../documents/money.ts';
import { isValidIban } from '../settings/iban.ts';

// Incoming invoices (issue #14). Amounts are decimal strings, dates YYYY-MM-DD.

const ZId = z.coerce.number({ error: 'Ungültige Id.' }).int({ error: 'Ungültige Id.' }).positive({
  error: 'Ungültige Id.',
});
export const ZIncomingInvoiceIdParams = z.object({ id: ZId });

export const incomingInvoiceStatuses = ['draft', 'review', 'approved', 'paid', 'rejected'] as const;
export const ZIncomingInvoiceStatus = z.enum(incomingInvoiceStatuses, {
  error: 'Unbekannter Status.',
});
export type IncomingInvoiceStatus = z.infer<typeof ZIncomingInvoiceStatus>;

export const incomingInvoiceStatusLabels: Record<IncomingInvoiceStatus, string> = {
  draft: 'Entwurf',
  review: 'Zu prüfen',
  approved: 'Freigegeben',
  paid: 'Bezahlt',
  rejected: 'Abgelehnt',
};

/** Which status may follow which (Entwurf → Zu prüfen → Freigegeben → Bezahlt, or Abgelehnt). */
export const incomingInvoiceTransitions: Record<IncomingInvoiceStatus, readonly IncomingInvoiceStatus[]> = {
  draft: ['review', 'rejected'],
  review: ['approved', 'rejected', 'draft'],
  approved: ['paid'],
  paid: [],
  rejected: ['draft'],
};

export const incomingInvoiceTaxations = [
  'standard',
  'reverseCharge',
  'euService',
  'intraEuAcquisition',
] as const;
export const incomingInvoiceTaxationLabels: Record<(typeof incomingInvoiceTaxations)[number], string> = {
  standard: 'Vorsteuer aus der Rechnung',
  reverseCharge: '§ 13b Abs. 2 UStG (Steuerschuldnerschaft des Leistungsempfängers)',
  euService: '§ 13b Abs. 1 UStG (Leistung aus dem EU-Ausland)',
  intraEuAcquisition: 'Innergemeinschaftlicher Erwerb (§ 1a UStG, Waren aus dem EU-Ausland)',
};

export const ZIncomingInvoiceFinding = z.object({
  rule: z.string(),
  severity: z.string(),
  message: z.string(),
});

export const ZIncomingInvoiceVendorRef = z.object({
  id: z.number().int(),
  name: z.string(),
  vat_id: z.string().nullable(),
});

/** What the upload answers (the automation contract of issue #14). */
export const ZIncomingInvoiceSummary = z.object({
  id: z.number().int(),
  status: ZIncomingInvoiceStatus,
  number: z.string().nullable(),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  currency: z.string(),
  vendor: ZIncomingInvoiceVendorRef.nullable(),
  totals: z.object({ net: z.string().nullable(), tax: z.string().nullable(), gross: z.string().nullable() }),
  vat_breakdown: z.array(
    z.object({
      category: z.string().nullable(),
      rate: z.string().nullable(),
      net: z.string().nullable(),
      tax: z.string().nullable(),
    }),
  ),
  findings: z.array(ZIncomingInvoiceFinding),
  duplicate_of: z.number().int().nullable(),
});
export type IncomingInvoiceSummary = z.infer<typeof ZIncomingInvoiceSummary>;

export const ZIncomingBookingLine = z.object({
  account: z.string(),
  net: z.string(),
  vat_rate: z.string(),
  vat: z.string(),
  cost_centre: z.string().nullable(),
  /** Optional project of the line (a project record of the tenant). */
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  text: z.string().nullable(),
});
export type IncomingBookingLine = z.infer<typeof ZIncomingBookingLine>;

export const ZIncomingInvoiceStatusChange = z.object({
  from_status: ZIncomingInvoiceStatus.nullable(),
  to_status: ZIncomingInvoiceStatus,
  reason: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});

/** The vendor as the invoice names it, for matching and "Lieferant anlegen". */
export const ZIncomingInvoiceSeller = z.object({
  name: z.string().nullable(),
  vat_id: z.string().nullable(),
  tax_number: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  street: z.string().nullable(),
  post_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
});

/** Text recognition of a scan or photo, run as a background job after the upload. */
export const incomingInvoiceOcrStatuses = ['queued', 'running', 'done', 'failed'] as const;
export const ZIncomingInvoiceOcr = z.object({
  status: z.enum(incomingInvoiceOcrStatuses),
  /** 0–100: share of the pages read. */
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type IncomingInvoiceOcr = z.infer<typeof ZIncomingInvoiceOcr>;

/** Header fields read from a PDF text layer or by OCR, which the user confirms on the edit page. */
export const incomingInvoiceCheckedFields = [
  'vendor_name',
  'number',
  'issue_date',
  'due_date',
  'net',
  'tax',
  'gross',
  'iban',
  'vat_id',
] as const;
export type IncomingInvoiceCheckedField = (typeof incomingInvoiceCheckedFields)[number];

/** Below this confidence a read field is highlighted for the user to check. */
export const INCOMING_FIELD_CONFIDENCE_THRESHOLD = 0.8;

export const ZIncomingInvoiceFieldCheck = z.object({
  field: z.enum(incomingInvoiceCheckedFields),
  /** 0–1; null when the field was not found in the file. */
  confidence: z.number().min(0).max(1).nullable(),
  /** German hint of the extraction (e.g. a total that does not add up). */
  note: z.string().nullable(),
  needs_check: z.boolean(),
});
export type IncomingInvoiceFieldCheck = z.infer<typeof ZIncomingInvoiceFieldCheck>;

export const ZIncomingInvoice = ZIncomingInvoiceSummary.extend({
  version: z.number().int(),
  file: z.object({ id: z.number().int(), name: z.string().nullable(), sha256: z.string() }),
  source_kind: z.string(),
  document_type: z.enum(['invoice', 'credit-note']),
  service_date: z.string().nullable(),
  due_total: z.string().nullable(),
  skonto: z.object({ until: z.string(), amount: z.string().nullable() }).nullable(),
  taxation: z.enum(incomingInvoiceTaxations),
  seller: ZIncomingInvoiceSeller,
  vendor_match_reason: z.string().nullable(),
  /** The invoice's own item lines as read (name, quantity, net, VAT). */
  invoice_lines: z.array(
    z.object({
      name: z.string().nullable(),
      quantity: z.string().nullable(),
      unit_price: z.string().nullable(),
      net: z.string().nullable(),
      vat_rate: z.string().nullable(),
      vat_category: z.string().nullable(),
    }),
  ),
  lines: z.array(ZIncomingBookingLine),
  /** Booking lines add up to the invoice's net and VAT (approval needs this). */
  lines_match_totals: z.boolean(),
  status_history: z.array(ZIncomingInvoiceStatusChange),
  reject_reason: z.string().nullable(),
  duplicate_warning: z.string().nullable(),
  /** OCR of a scan or photo; null for e-invoices and PDFs with a text layer. */
  ocr: ZIncomingInvoiceOcr.nullable(),
  /**
   * Per header field the confidence of what was read (text layer or OCR), until the user has
   * confirmed the fields on the edit page; empty for e-invoices (their XML is exact).
   */
  field_checks: z.array(ZIncomingInvoiceFieldCheck),
});
export type IncomingInvoice = z.infer<typeof ZIncomingInvoice>;

export const ZIncomingInvoiceListItem = ZIncomingInvoiceSummary.pick({
  id: true,
  status: true,
  number: true,
  issue_date: true,
  due_date: true,
  currency: true,
  vendor: true,
  totals: true,
  duplicate_of: true,
}).extend({
  vendor_name: z.string().nullable(),
  skonto_until: z.string().nullable(),
  finding_count: z.number().int(),
  /** Queued or running OCR: the figures are still coming. */
  ocr_status: z.enum(incomingInvoiceOcrStatuses).nullable(),
});

export const incomingInvoiceDueFilters = ['due7', 'skonto'] as const;

export const ZIncomingInvoiceListQuery = z.object({
  status: ZIncomingInvoiceStatus.optional(),
  /** due7: open and due within 7 days (or overdue); skonto: Skonto deadline within 7 days. */
  due: z.enum(incomingInvoiceDueFilters).optional(),
  q: z.string().trim().max(100).optional(),
});

export const ZIncomingInvoiceExportQuery = ZIncomingInvoiceListQuery.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Bitte CSV oder XLSX wählen.' }),
});

export const ZIncomingInvoiceList = z.object({
  items: z.array(ZIncomingInvoiceListItem),
  sums: z.object({ count: z.number().int(), net: z.string(), tax: z.string(), gross: z.string() }),
});

const ZAmountInput = z
  .string({ error: 'Bitte einen Betrag angeben.' })
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine((v) => decimalPattern.test(v), { error: 'Bitte einen gültigen Betrag angeben.' });

export const ZIncomingBookingLineInput = z.object({
  account: z
    .string({ error: 'Bitte ein Sachkonto wählen.' })
    .trim()
    .regex(/^\d{4,8}$/, { error: 'Bitte ein Sachkonto wählen.' }),
  net: ZAmountInput,
  vat_rate: ZAmountInput,
  vat: ZAmountInput,
  cost_centre: z.string().trim().max(20).nullable().default(null),
  project_id: z.number({ error: 'Bitte ein Projekt wählen.' }).int().positive().nullable().default(null),
  text: z.string().trim().max(200).nullable().default(null),
});

const orNull = (v: string) => (v === '' ? null : v);
const ZOptionalAmountInput = z
  .string()
  .trim()
  .transform((v) => orNull(v.replace(',', '.')))
  .refine((v) => v === null || decimalPattern.test(v), { error: 'Bitte einen gültigen Betrag angeben.' })
  .nullable();
const ZOptionalDateInput = z
  .string()
  .trim()
  .transform(orNull)
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), {
    error: 'Bitte ein gültiges Datum angeben.',
  })
  .nullable();

/** The header fields as the user confirmed or corrected them (receipts, scans, photos). */
export const ZIncomingInvoiceHeaderInput = z.object({
  vendor_name: z.string().trim().max(200).transform(orNull).nullable(),
  number: z.string().trim().max(100).transform(orNull).nullable(),
  issue_date: ZOptionalDateInput,
  due_date: ZOptionalDateInput,
  net: ZOptionalAmountInput,
  tax: ZOptionalAmountInput,
  gross: ZOptionalAmountInput,
  iban: z
    .string()
    .transform((v) => orNull(v.replace(/\s+/g, '').toUpperCase()))
    .refine((v) => v === null || isValidIban(v), {
      error: 'Die IBAN ist ungültig (Prüfziffer oder Länge stimmen nicht).',
    })
    .nullable(),
  vat_id: z
    .string()
    .transform((v) => orNull(v.replace(/\s+/g, '').toUpperCase()))
    .refine((v) => v === null || /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(v), {
      error: 'Die USt-IdNr. ist ungültig.',
    })
    .nullable(),
});
export type IncomingInvoiceHeaderInput = z.input<typeof ZIncomingInvoiceHeaderInput>;

export const ZIncomingInvoiceBookingInput = z.object({
  version: z.number({ error: 'Die Version fehlt.' }).int(),
  /** Confirmed header fields; omitted = unchanged. */
  header: ZIncomingInvoiceHeaderInput.optional(),
  taxation: z.enum(incomingInvoiceTaxations).default('standard'),
  lines: z
    .array(ZIncomingBookingLineInput)
    .min(1, { error: 'Bitte mindestens eine Buchungszeile angeben.' })
    .max(200),
});
export type IncomingInvoiceBookingInput = z.input<typeof ZIncomingInvoiceBookingInput>;

export const ZIncomingInvoiceStatusInput = z
  .object({
    status: ZIncomingInvoiceStatus,
    reason: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.status !== 'rejected' || (v.reason ?? '').length > 0, {
    error: 'Bitte einen Grund für die Ablehnung angeben.',
    path: ['reason'],
  });

export const ZIncomingInvoiceVendorInput = z.object({
  /** An existing vendor; null = remove the assignment. Omitted with `create` = new vendor. */
  vendor_id: z.number().int().positive().nullable().optional(),
  create: z.boolean().optional(),
});

export const ZBookingAccount = z.object({ number: z.string(), name: z.string() });
