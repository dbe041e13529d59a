import {
  calculateDocumentTotals,
  isInvoiceLike,
  vatCategoryFor,
  type DocumentLine,
  type DocumentType,
  type VatTreatment,
  type ZDocumentDraftFields,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { DraftValues } from './documents.repository.ts';

export type DraftFields = z.output<typeof ZDocumentDraftFields>;

/** Header fields kept in the `header` JSONB (everything the list neither filters nor sums on). */
export const headerKeys = [
  'contact_id',
  'project_id',
  'service_date',
  'service_period_start',
  'service_period_end',
  'valid_until',
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
  'deducted_advance_ids',
] as const satisfies readonly (keyof DraftFields)[];

const treatmentsThatForceCategory: readonly VatTreatment[] = ['reverseCharge', 'intraEu', 'export'];

/**
 * The server decides the VAT category of a line where the law does: a §19 tenant issues every
 * line as E (reason §19), reverse charge / intra-EU / export customers get AE / K / G at 0 %
 * (intra-EU: AE for services, K for goods), whatever the browser sent. Domestic lines keep the
 * category and rate the user chose; only E keeps an exemption reason, and never §19 for a
 * regular company.
 */
export function enforceVatCategories(
  lines: readonly DocumentLine[],
  treatment: VatTreatment,
  tenantIsSmallBusiness: boolean,
): DocumentLine[] {
  const forced = tenantIsSmallBusiness || treatmentsThatForceCategory.includes(treatment);
  return lines.map((line) => {
    if (line.kind !== 'item') return line;
    const { category, rate } = forced
      ? vatCategoryFor(treatment, line.vat_rate, tenantIsSmallBusiness, line.supply_kind ?? null)
      : { category: line.vat_category, rate: line.vat_rate };
    const exemption =
      category !== 'E'
        ? null
        : tenantIsSmallBusiness
          ? 'ustg19'
          : line.vat_exemption === 'ustg19'
            ? null
            : (line.vat_exemption ?? null);
    return { ...line, vat_category: category, vat_rate: rate, vat_exemption: exemption };
  });
}

/** ISO day + n days (calendar arithmetic in UTC: an ISO day has no time zone). */
export const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Lower-cased number, customer and subject, searched with trigrams (like master data). */
export const documentSearchText = (parts: readonly (string | null | undefined)[]) =>
  parts
    .filter((p): p is string => !!p && p.trim() !== '')
    .join(' ')
    .toLowerCase();

/**
 * The stored form of a draft: header JSON, lines with enforced categories, totals from the one
 * calculation, due date from the payment term, search text. `prepaid` is what deducted advance
 * invoices already claimed (final invoices).
 */
export function draftValues(
  type: DocumentType,
  fields: DraftFields,
  context: {
    customerName: string | null;
    number: string | null;
    tenantIsSmallBusiness: boolean;
    prepaid: string;
  },
): DraftValues {
  const lines = enforceVatCategories(fields.lines, fields.vat_treatment, context.tenantIsSmallBusiness);
  const totals = calculateDocumentTotals(lines, { prepaid: context.prepaid });
  const header = Object.fromEntries(headerKeys.map((key) => [key, fields[key]]));
  const dueDate =
    isInvoiceLike(type) && fields.payment_term_days !== null
      ? addDays(fields.document_date, fields.payment_term_days)
      : null;
  return {
    customerId: fields.customer_id,
    customerName: context.customerName,
    documentDate: fields.document_date,
    dueDate,
    header,
    lines,
    netTotal: totals.net,
    vatTotal: totals.vat,
    grossTotal: totals.gross,
    prepaidTotal: totals.prepaid,
    payableTotal: totals.payable,
    searchText: documentSearchText([context.number, context.customerName, fields.subject]),
  };
}

/** The draft fields of a stored row (to recompute at finalizing, or to copy into a new document). */
export function draftFieldsOf(row: {
  customerId: number | null;
  documentDate: string;
  header: Record<string, unknown>;
  lines: unknown[];
}): DraftFields {
  const h = row.header;
  const str = (key: string) => (typeof h[key] === 'string' ? (h[key] as string) : null);
  const int = (key: string) => (typeof h[key] === 'number' ? (h[key] as number) : null);
  return {
    customer_id: row.customerId,
    contact_id: int('contact_id'),
    project_id: int('project_id'),
    document_date: row.documentDate,
    service_date: str('service_date'),
    service_period_start: str('service_period_start'),
    service_period_end: str('service_period_end'),
    valid_until: str('valid_until'),
    payment_term_days: int('payment_term_days'),
    skonto_percent: str('skonto_percent'),
    skonto_days: int('skonto_days'),
    subject: str('subject'),
    intro: str('intro'),
    outro: str('outro'),
    buyer_reference: str('buyer_reference'),
    order_reference: str('order_reference'),
    vat_treatment: (str('vat_treatment') ?? 'standard') as DraftFields['vat_treatment'],
    einvoice_format: str('einvoice_format') as DraftFields['einvoice_format'],
    deducted_advance_ids: Array.isArray(h.deducted_advance_ids) ? (h.deducted_advance_ids as number[]) : [],
    lines: row.lines as DocumentLine[],
  };
}
