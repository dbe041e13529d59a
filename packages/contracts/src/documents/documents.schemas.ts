import { z } from 'zod';
import { isValidIsoDate } from '../entities/field-value-schema.ts';
import { ZTenantSettings } from '../settings/tenant-settings.contracts.ts';
import { optionalText } from '../text-fields.ts';
import { type DocumentLine, ZDocumentLines } from './document-line.ts';
import { documentLinkKinds, documentStatuses, documentTypes, einvoiceFormats } from './document-types.ts';
import { decimalPattern } from './money.ts';
import { vatCategories, zeroRateCategories } from './vat.ts';

export const vatTreatments = ['standard', 'reverseCharge', 'intraEu', 'export', 'smallBusiness'] as const;

const isoDate = (label: string) =>
  z
    .string({ error: `${label}: bitte ein Datum angeben.` })
    .refine(isValidIsoDate, { error: `${label}: kein gültiges Datum.` });
const optionalDate = (label: string) => isoDate(label).nullable().default(null);
const optionalId = z.number().int().positive().nullable().default(null);
const money = z.string().regex(decimalPattern);

/**
 * What the editor sends for a draft (create and autosave). Nothing here is required except the
 * type and date: a draft may be incomplete; finalizing checks completeness (customer, Leistungs-
 * datum on invoices, at least one item) and says what is missing.
 */
export const ZDocumentDraftFields = z
  .object({
    customer_id: optionalId,
    contact_id: optionalId,
    project_id: optionalId,
    document_date: isoDate('Das Belegdatum'),
    /** Leistungsdatum — or a service period (start and end) instead. */
    service_date: optionalDate('Das Leistungsdatum'),
    service_period_start: optionalDate('Der Leistungsbeginn'),
    service_period_end: optionalDate('Das Leistungsende'),
    /** Quotes: Gültig bis. */
    valid_until: optionalDate('Gültig bis'),
    payment_term_days: z
      .number({ error: 'Das Zahlungsziel: bitte eine ganze Zahl von Tagen angeben.' })
      .int({ error: 'Das Zahlungsziel: bitte eine ganze Zahl von Tagen angeben.' })
      .min(0, { error: 'Das Zahlungsziel darf nicht negativ sein.' })
      .max(365, { error: 'Das Zahlungsziel darf höchstens 365 Tage betragen.' })
      .nullable()
      .default(null),
    skonto_percent: z
      .string()
      .regex(decimalPattern, { error: 'Skonto: bitte eine Zahl angeben.' })
      .refine((v) => Number(v) >= 0 && Number(v) < 100, { error: 'Skonto muss zwischen 0 und 99 % liegen.' })
      .nullable()
      .default(null),
    skonto_days: z.number().int().min(0).max(365).nullable().default(null),
    subject: optionalText(300, 'Der Betreff'),
    intro: optionalText(20_000, 'Der Einleitungstext'),
    outro: optionalText(20_000, 'Der Schlusstext'),
    buyer_reference: optionalText(200, 'Die Käuferreferenz / Leitweg-ID'),
    order_reference: optionalText(200, 'Die Bestellnummer des Kunden'),
    vat_treatment: z
      .enum(vatTreatments, { error: 'Bitte die Umsatzsteuer-Behandlung wählen.' })
      .default('standard'),
    /** null = the customer's preference, else the tenant default. */
    einvoice_format: z.enum(einvoiceFormats).nullable().default(null),
    /** Final invoices: the advance invoices this one deducts. */
    deducted_advance_ids: z.array(z.number().int().positive()).max(50).default([]),
    lines: ZDocumentLines.default([]),
  })
  .superRefine((doc, ctx) => {
    if ((doc.service_period_start === null) !== (doc.service_period_end === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['service_period_end'],
        message: 'Bitte Beginn und Ende des Leistungszeitraums angeben.',
      });
    }
    if (
      doc.service_period_start &&
      doc.service_period_end &&
      doc.service_period_end < doc.service_period_start
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['service_period_end'],
        message: 'Das Ende des Leistungszeitraums liegt vor dem Beginn.',
      });
    }
    doc.lines.forEach((line, index) => {
      if (line.kind !== 'item') return;
      const zeroOnly = zeroRateCategories.includes(line.vat_category);
      if (zeroOnly && Number(line.vat_rate) !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'vat_rate'],
          message: 'In dieser Steuerkategorie ist der Steuersatz 0 %.',
        });
      }
      if (line.vat_category === 'S' && Number(line.vat_rate) === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'vat_rate'],
          message: 'Beim Regelsteuersatz muss der Steuersatz größer als 0 % sein.',
        });
      }
    });
  });

export const ZDocumentTotals = z.object({
  net: money,
  vat: money,
  gross: money,
  prepaid: money,
  payable: money,
  vat_groups: z.array(
    z.object({ category: z.enum(vatCategories), rate: z.string(), taxable: money, tax: money }),
  ),
});

export const ZDocumentPayment = z.object({
  id: z.number().int(),
  /** Money received (negative: refunded). */
  amount: money,
  paid_on: z.string(),
  method: z.string().nullable(),
  note: z.string().nullable(),
  /** Skonto the customer took with this payment ("bezahlt mit Skonto"), "0.00" when none. */
  skonto: money,
  /** The Skonto per VAT rate, split in proportion to the invoice's VAT breakdown. */
  skonto_by_rate: z.array(z.object({ category: z.string(), rate: z.string(), amount: money })),
  /** Small rest written off ("ausgebucht") with this payment, "0.00" when none. */
  written_off: money,
  write_off_reason: z.string().nullable(),
  created_at: z.string(),
});

export const ZDocumentLink = z.object({
  kind: z.enum(Object.keys(documentLinkKinds) as [keyof typeof documentLinkKinds]),
  /** `forward`: this document is the source of the link (e.g. it cancels the other). */
  direction: z.enum(['forward', 'backward']),
  document: z.object({
    id: z.number().int(),
    type: z.enum(documentTypes),
    number: z.string().nullable(),
    status: z.enum(documentStatuses),
    gross: money,
    document_date: z.string(),
  }),
});

/** One archived, unchangeable output of a finalized document. */
export const archiveKinds = ['pdf', 'zugferd', 'xrechnungUbl', 'xrechnungCii'] as const;
export const ZDocumentArchiveFile = z.object({
  kind: z.enum(archiveKinds),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
});

/** The tenant's company data as printed (letterhead, footer, seller of the e-invoice). */
export const ZDocumentSeller = ZTenantSettings.omit({
  einvoice_format: true,
  logo_file_id: true,
  chart_of_accounts: true,
  datev_consultant_number: true,
  datev_client_number: true,
  write_off_tolerance: true,
  version: true,
  updated_at: true,
}).extend({
  /** Name of the person who finalized (Ansprechpartner / BT-41). */
  contact_name: z.string().nullable(),
});
export type DocumentSeller = z.infer<typeof ZDocumentSeller>;

/** The customer as addressed, frozen at finalizing (GoBD). */
export const ZDocumentParty = z.object({
  name: z.string(),
  number: z.string().nullable(),
  address_lines: z.array(z.string()),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  vat_id: z.string().nullable(),
  tax_number: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contact_name: z.string().nullable(),
  /** Customer's Leitweg-ID (BT-10 default for public buyers). */
  leitweg_id: z.string().nullable(),
  /** The e-invoice format resolved from document → customer → tenant. */
  einvoice_format: z.enum(einvoiceFormats),
  /** A private customer (§35a EStG note); absent on documents finalized before. */
  is_private: z.boolean().optional(),
});
export type DocumentParty = z.infer<typeof ZDocumentParty>;

export const ZDocument = z.object({
  id: z.number().int(),
  type: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  /** true when an open invoice is past its due date (never stored). */
  overdue: z.boolean(),
  number: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  document_date: z.string(),
  due_date: z.string().nullable(),
  service_date: z.string().nullable(),
  service_period_start: z.string().nullable(),
  service_period_end: z.string().nullable(),
  valid_until: z.string().nullable(),
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
  deducted_advance_ids: z.array(z.number().int()),
  lines: z.array(z.custom<DocumentLine>()),
  totals: ZDocumentTotals,
  paid: money,
  open: money,
  dunning_level: z.number().int(),
  /** Frozen at finalizing; for drafts the current data (what the preview prints). */
  seller: ZDocumentSeller.nullable(),
  buyer: ZDocumentParty.nullable(),
  finalized_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  links: z.array(ZDocumentLink),
  payments: z.array(ZDocumentPayment),
  archive: z.array(ZDocumentArchiveFile),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Document = z.infer<typeof ZDocument>;

/** A row of the list: no lines, no payments. */
export const ZDocumentListItem = ZDocument.pick({
  id: true,
  type: true,
  status: true,
  overdue: true,
  number: true,
  customer_id: true,
  customer_name: true,
  document_date: true,
  due_date: true,
  subject: true,
  paid: true,
  open: true,
  dunning_level: true,
  updated_at: true,
}).extend({ net: money, gross: money });
export type DocumentListItem = z.infer<typeof ZDocumentListItem>;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item));

/** What decides which documents a list shows — also the query of its count and sums. */
export const ZDocumentFilter = z.object({
  q: z.string().trim().max(200, { error: 'Der Suchbegriff ist zu lang.' }).optional(),
  type: csv(z.enum(documentTypes, { error: 'Unbekannter Dokumenttyp.' })).optional(),
  /** Stored statuses plus the derived `overdue`. */
  status: csv(z.enum([...documentStatuses, 'overdue'], { error: 'Unbekannter Status.' })).optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  from: isoDate('Von').optional(),
  to: isoDate('Bis').optional(),
});

export const ZDocumentListQuery = ZDocumentFilter.extend({
  /** number, document_date, due_date, customer_name, gross, open, status; leading `-` = descending. */
  sort: z
    .string()
    .regex(/^-?(number|document_date|due_date|customer_name|gross|open|status|updated_at)$/, {
      error: 'Unbekannte Sortierung.',
    })
    .default('-document_date'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** … or keyset paging with the `next_cursor` of the previous page (offset is then ignored). */
  cursor: z.string().max(500).optional(),
  /**
   * `false`: the page only. Count and sums read every matching document; a screen that pages
   * asks `/api/documents/sums` once per filter instead of with every page.
   */
  sums: z.enum(['true', 'false']).default('true'),
});
export type DocumentListQuery = z.input<typeof ZDocumentListQuery>;

export const ZDocumentSums = z.object({
  total: z.number().int(),
  /** Over all matching documents (not only the page); credit notes and cancellations count negative. */
  sums: z.object({ net: money, gross: money, open: money }),
  /**
   * The same sums per document type, in the order of `documentTypes` (a quote's amount never adds
   * to an invoice's); `open` is null for types that claim or refund nothing (quotes, Stornos …).
   */
  sums_by_type: z.array(
    z.object({
      type: z.enum(documentTypes),
      count: z.number().int(),
      net: money,
      gross: money,
      open: money.nullable(),
    }),
  ),
});
export type DocumentSums = z.infer<typeof ZDocumentSums>;

/** A page; count and sums unless the query said `sums=false`. */
export const ZDocumentList = ZDocumentSums.partial().extend({
  items: z.array(ZDocumentListItem),
  /** The cursor of the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type DocumentList = z.infer<typeof ZDocumentList>;
