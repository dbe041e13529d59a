import Big from 'big.js';
import type { IncomingInvoiceDraft, ReceiptFields } from '@kontor/incoming-invoices';
import {
  INCOMING_FIELD_CONFIDENCE_THRESHOLD,
  roundMoney,
  type IncomingInvoiceCheckedField,
  type IncomingInvoiceFieldCheck,
  type IncomingInvoiceOcr,
} from '@kontor/contracts';
import type { ReadUpload } from './read-upload.ts';

/** The seller as the file names it: for vendor matching and "Lieferant anlegen". */
export interface Seller {
  name: string | null;
  vat_id: string | null;
  tax_number: string | null;
  iban: string | null;
  bic: string | null;
  street: string | null;
  post_code: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
}

/** A field read from a PDF's text layer, as stored: value, confidence, German note. */
export interface StoredField {
  value: string;
  confidence: number;
  note?: string;
}

/** What the `extracted` column holds. */
export interface Extracted {
  draft?: IncomingInvoiceDraft;
  receipt?: Record<string, StoredField>;
  receiptVatByRate?: { rate: string; net: string | null; tax: string }[];
  seller: Seller;
  needsOcr: boolean;
  vendorMatchReason?: string | null;
  duplicateWarning?: string | null;
  /** The OCR job of a scan or photo: queued at upload, then running, done or failed. */
  ocr?: IncomingInvoiceOcr;
  /** The user has confirmed (or corrected) the header fields on the edit page. */
  confirmed?: boolean;
}

/** The stored receipt field behind each header field the user checks. */
const receiptKeyOf: Record<IncomingInvoiceCheckedField, string> = {
  vendor_name: 'vendorName',
  number: 'invoiceNumber',
  issue_date: 'issueDate',
  due_date: 'dueDate',
  net: 'net',
  tax: 'vat',
  gross: 'gross',
  iban: 'iban',
  vat_id: 'vatId',
};
/** Needed to book the invoice: missing, they are highlighted too. */
const requiredFields = new Set<IncomingInvoiceCheckedField>([
  'vendor_name',
  'number',
  'issue_date',
  'net',
  'tax',
  'gross',
]);

/**
 * Confidence per header field of a receipt (text layer or OCR) until the user confirmed them:
 * doubtful or missing required fields need a check. E-invoices and unread scans have none.
 */
export function fieldChecksOf(extracted: Extracted): IncomingInvoiceFieldCheck[] {
  if (!extracted.receipt || extracted.confirmed || extracted.draft) return [];
  if (extracted.ocr && (extracted.ocr.status === 'queued' || extracted.ocr.status === 'running')) return [];
  const receipt = extracted.receipt;
  return (Object.keys(receiptKeyOf) as IncomingInvoiceCheckedField[]).map((field) => {
    const stored = receipt[receiptKeyOf[field]];
    const confidence = stored ? stored.confidence : null;
    return {
      field,
      confidence,
      note: stored?.note ?? null,
      needs_check:
        confidence === null
          ? requiredFields.has(field)
          : confidence < INCOMING_FIELD_CONFIDENCE_THRESHOLD || stored?.note !== undefined,
    };
  });
}

/** The invoice's figures, whichever way they were read. */
export interface InvoiceFigures {
  documentType: 'invoice' | 'credit-note';
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  serviceDate: string | null;
  currency: string;
  net: string | null;
  tax: string | null;
  gross: string | null;
  due: string | null;
  skontoUntil: string | null;
  skontoAmount: string | null;
  vatBreakdown: { category: string | null; rate: string | null; net: string | null; tax: string | null }[];
}

const orNull = (v: string | undefined | null) => (v === undefined || v === '' ? null : v);
const money = (v: string | undefined | null) => (v ? roundMoney(new Big(v)) : null);

const sellerOfDraft = (draft: IncomingInvoiceDraft): Seller => {
  const v = draft.vendor;
  const account = v.bankAccounts[0];
  return {
    name: orNull(v.name),
    vat_id: orNull(v.vatId),
    tax_number: orNull(v.taxNumber),
    iban: orNull(account?.iban),
    bic: orNull(account?.bic),
    street: orNull(v.address?.street),
    post_code: orNull(v.address?.postCode),
    city: orNull(v.address?.city),
    country: orNull(v.address?.countryCode),
    email: orNull(v.email),
  };
};

const storedFields = (fields: ReceiptFields): Record<string, StoredField> => {
  const out: Record<string, StoredField> = {};
  for (const key of [
    'invoiceNumber',
    'issueDate',
    'dueDate',
    'gross',
    'net',
    'vat',
    'currency',
    'iban',
    'vatId',
    'taxNumber',
    'vendorName',
  ] as const) {
    const field = fields[key];
    if (field)
      out[key] = {
        value: String(field.value),
        confidence: field.confidence,
        ...(field.note && { note: field.note }),
      };
  }
  return out;
};

/**
 * A receipt names the VAT per rate but often not the net per rate (or OCR missed it): the net of
 * each rate then follows from its VAT, and the lowest rate (where dividing amplifies the VAT's
 * rounding most) takes what is left of the total net. Kept only when every rate's net and VAT
 * agree within rounding and the nets add up to the total.
 */
export function completeRateNets(
  rates: { rate: string; net: string | null; tax: string }[],
  totalNet: string | null,
): { rate: string; net: string | null; tax: string }[] {
  if (totalNet === null || !rates.some((r) => r.net === null)) return rates;
  if (rates.some((r) => r.net === null && new Big(r.rate).lte(0))) return rates;
  const sorted = [...rates].sort((a, b) => new Big(b.rate).cmp(a.rate));
  let rest = new Big(totalNet);
  const completed = sorted.map((r, index) => {
    const last = index === sorted.length - 1;
    const net =
      r.net !== null ? new Big(r.net) : last ? rest : new Big(r.tax).div(new Big(r.rate).div(100)).round(2);
    rest = rest.minus(net);
    return { rate: r.rate, net: roundMoney(net), tax: r.tax };
  });
  const plausible =
    rest.eq(0) &&
    completed.every((r) => new Big(r.net).times(r.rate).div(100).minus(r.tax).abs().lte('0.01'));
  return plausible ? completed : rates;
}

/** What the database keeps of a read file, and the figures that become columns. */
export function invoiceDataOf(read: ReadUpload): { extracted: Extracted; figures: InvoiceFigures } {
  const { draft, receipt } = read;
  if (draft) {
    const skonto = draft.paymentTerms.skonto[0];
    return {
      extracted: { draft, seller: sellerOfDraft(draft), needsOcr: false },
      figures: {
        documentType: draft.documentType,
        number: orNull(draft.number),
        issueDate: orNull(draft.issueDate),
        dueDate: orNull(draft.dueDate),
        serviceDate: orNull(draft.serviceDate),
        currency: draft.currency ?? 'EUR',
        net: money(draft.totals.net),
        tax: money(draft.totals.tax ?? '0'),
        gross: money(draft.totals.gross),
        due: money(draft.totals.due),
        skontoUntil: orNull(skonto?.until),
        skontoAmount: money(skonto?.discount),
        vatBreakdown: draft.vatBreakdown.map((v) => ({
          category: orNull(v.category),
          rate: orNull(v.rate),
          net: orNull(v.net),
          tax: orNull(v.tax),
        })),
      },
    };
  }
  const fields = receipt ? storedFields(receipt) : {};
  const vatByRate = completeRateNets(
    (receipt?.vatByRate ?? []).map((v) => ({
      rate: v.rate,
      net: v.net ? String(v.net.value) : null,
      tax: String(v.tax.value),
    })),
    fields.net?.value ?? null,
  );
  const seller: Seller = {
    name: fields.vendorName?.value ?? null,
    vat_id: fields.vatId?.value ?? null,
    tax_number: fields.taxNumber?.value ?? null,
    iban: fields.iban?.value ?? null,
    bic: null,
    street: null,
    post_code: null,
    city: null,
    country: null,
    email: null,
  };
  const gross = money(fields.gross?.value);
  return {
    extracted: {
      receipt: fields,
      receiptVatByRate: vatByRate,
      seller,
      needsOcr: read.needsOcr,
      ...(read.needsOcr && { ocr: { status: 'queued' as const, progress: 0, error: null } }),
    },
    figures: {
      documentType: gross && new Big(gross).lt(0) ? 'credit-note' : 'invoice',
      number: fields.invoiceNumber?.value ?? null,
      issueDate: fields.issueDate?.value ?? null,
      dueDate: fields.dueDate?.value ?? null,
      serviceDate: null,
      currency: fields.currency?.value ?? 'EUR',
      net: money(fields.net?.value),
      tax: money(fields.vat?.value),
      gross,
      due: gross,
      skontoUntil: null,
      skontoAmount: null,
      vatBreakdown: vatByRate.map((v) => ({ category: 'S', rate: v.rate, net: v.net, tax: v.tax })),
    },
  };
}
