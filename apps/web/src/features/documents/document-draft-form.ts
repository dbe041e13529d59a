import {
  type ContractBody,
  type Document,
  type DocumentType,
  type EinvoiceFormat,
  statesServiceDate,
  type updateDocument,
  type VatTreatment,
  vatTreatments,
  ZDocumentCreate,
  ZDocumentUpdate,
} from '@kontor/contracts';
import {
  decimalToInput,
  fromApiLine,
  parseGermanDecimal,
  toApiLine,
  type EditorLine,
} from './document-lines-state.ts';

/** The editor's header fields; free-typed numbers stay text until they are sent. */
export interface DraftHeader {
  customer_id: number | null;
  contact_id: number | null;
  project_id: number | null;
  document_date: string;
  service_date: string | null;
  service_period_start: string | null;
  service_period_end: string | null;
  valid_until: string | null;
  payment_term_days: string;
  skonto_percent: string;
  skonto_days: string;
  subject: string;
  intro: string;
  outro: string;
  buyer_reference: string;
  order_reference: string;
  vat_treatment: VatTreatment;
  einvoice_format: EinvoiceFormat | null;
  deducted_advance_ids: number[];
}

export interface DraftForm {
  header: DraftHeader;
  lines: EditorLine[];
}

export const todayIso = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** A new document: dated today and, where a Leistungsdatum belongs, delivered today too. */
export function emptyDraftForm(customer: number | null = null, type: DocumentType = 'invoice'): DraftForm {
  const today = todayIso();
  return {
    header: {
      customer_id: customer,
      contact_id: null,
      project_id: null,
      document_date: today,
      service_date: statesServiceDate(type) ? today : null,
      service_period_start: null,
      service_period_end: null,
      valid_until: null,
      payment_term_days: '',
      skonto_percent: '',
      skonto_days: '',
      subject: '',
      intro: '',
      outro: '',
      buyer_reference: '',
      order_reference: '',
      vat_treatment: 'standard',
      einvoice_format: null,
      deducted_advance_ids: [],
    },
    lines: [],
  };
}

const text = (value: string | null) => value ?? '';
const intText = (value: number | null) => (value === null ? '' : String(value));

export function draftFormOf(doc: Document): DraftForm {
  return {
    header: {
      customer_id: doc.customer_id,
      contact_id: doc.contact_id,
      project_id: doc.project_id,
      document_date: doc.document_date,
      service_date: doc.service_date,
      service_period_start: doc.service_period_start,
      service_period_end: doc.service_period_end,
      valid_until: doc.valid_until,
      payment_term_days: intText(doc.payment_term_days),
      skonto_percent: decimalToInput(doc.skonto_percent),
      skonto_days: intText(doc.skonto_days),
      subject: text(doc.subject),
      intro: text(doc.intro),
      outro: text(doc.outro),
      buyer_reference: text(doc.buyer_reference),
      order_reference: text(doc.order_reference),
      vat_treatment: doc.vat_treatment,
      einvoice_format: doc.einvoice_format,
      deducted_advance_ids: doc.deducted_advance_ids,
    },
    lines: doc.lines.map(fromApiLine),
  };
}

/** A line just added and not yet filled in is not saved (and not yet an error). */
export const isBlankLine = (line: EditorLine) =>
  line.kind === 'item'
    ? line.name.trim() === '' && line.unit_price.trim() === '' && line.article_id === null
    : line.kind !== 'subtotal' && line.name.trim() === '';

export const savableLines = (lines: readonly EditorLine[]) => lines.filter((line) => !isBlankLine(line));

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** Whole days: "14" → 14; anything else goes as typed, so the schema names the field. */
const intOrText = (value: string): unknown => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * What create (with type) and update (with version) send. Typed as the contract's input, which it
 * is once `draftErrors` found nothing — the editor sends nothing before that.
 */
export type DraftBody = Omit<ContractBody<typeof updateDocument>, 'version'>;

export function draftBody(form: DraftForm): DraftBody {
  const h = form.header;
  return {
    customer_id: h.customer_id,
    contact_id: h.contact_id,
    project_id: h.project_id,
    document_date: h.document_date,
    service_date: h.service_date,
    service_period_start: h.service_period_start,
    service_period_end: h.service_period_end,
    valid_until: h.valid_until,
    payment_term_days: intOrText(h.payment_term_days),
    skonto_percent:
      h.skonto_percent.trim() === '' ? null : (parseGermanDecimal(h.skonto_percent) ?? h.skonto_percent),
    skonto_days: intOrText(h.skonto_days),
    subject: orNull(h.subject),
    intro: orNull(h.intro),
    outro: orNull(h.outro),
    buyer_reference: orNull(h.buyer_reference),
    order_reference: orNull(h.order_reference),
    vat_treatment: h.vat_treatment,
    einvoice_format: h.einvoice_format,
    deducted_advance_ids: h.deducted_advance_ids,
    lines: savableLines(form.lines).map(toApiLine),
  } as DraftBody;
}

/**
 * Field messages keyed like the server's `fields` ('subject', 'lines.2.quantity'), from the same
 * schema the server parses with — so a draft that would be refused is not sent at all.
 */
export function draftErrors(
  body: DraftBody,
  target: { type: DocumentType } | { version: number },
): Record<string, string> {
  const result =
    'type' in target
      ? ZDocumentCreate.safeParse({ ...body, type: target.type })
      : ZDocumentUpdate.safeParse({ ...body, version: target.version });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * Server and schema name line fields by position ('lines.2.quantity'); the editor shows them by
 * line key, so a message stays on its line when lines move before the next save.
 */
export function errorsByLineKey(
  errors: Record<string, string>,
  sentLines: readonly { key: string }[],
): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)\.(.+)$/.exec(path);
    const line = match ? sentLines[Number(match[1])] : undefined;
    mapped[match && line ? `line:${line.key}.${match[2]}` : path] = message;
  }
  return mapped;
}

const numberText = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? String(value) : '';

/**
 * A customer picked for an existing draft brings what the server applies on create: the VAT
 * treatment always (it is the customer's legal situation), payment terms, Skonto and Leitweg-ID
 * only where the draft has nothing yet.
 */
export function customerDefaults(data: Record<string, unknown>, header: DraftHeader): Partial<DraftHeader> {
  const treatment = vatTreatments.find((t) => t === data.vat_treatment) ?? 'standard';
  const patch: Partial<DraftHeader> = { vat_treatment: treatment };
  if (header.payment_term_days.trim() === '') patch.payment_term_days = numberText(data.payment_term_days);
  if (header.skonto_percent.trim() === '')
    patch.skonto_percent = decimalToInput(numberText(data.skonto_percent) || null);
  if (header.skonto_days.trim() === '') patch.skonto_days = numberText(data.skonto_days);
  if (header.buyer_reference.trim() === '' && typeof data.leitweg_id === 'string')
    patch.buyer_reference = data.leitweg_id;
  return patch;
}
