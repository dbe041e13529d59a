import Big from 'big.js';
import {
  calculateDocumentTotals,
  receivableTypes,
  roundMoney,
  type Document,
  type DocumentLine,
  type DocumentLinkKind,
  type DocumentParty,
  type DocumentSeller,
  type DocumentStatus,
  type DocumentType,
} from '@kontor/contracts';
import { berlinToday } from '../../core/berlin-time.ts';
import type { ArchiveRow, DocumentRow, LinkRow, PaymentRow } from './documents.repository.ts';
import type { ArchiveKind } from './rendering/output-types.ts';

/** Statuses in which an invoice still waits for money. */
export const openStatuses: readonly DocumentStatus[] = ['finalized', 'sent', 'partiallyPaid'];

/** What the customer still owes (receivables) or gets back (credit notes, negative); 0 otherwise. */
export function openAmount(row: Pick<DocumentRow, 'type' | 'status' | 'payableTotal' | 'paidTotal'>) {
  const type = row.type as DocumentType;
  if (!openStatuses.includes(row.status as DocumentStatus)) return '0.00';
  const rest = new Big(row.payableTotal).minus(row.paidTotal);
  if (receivableTypes.includes(type)) return roundMoney(rest);
  if (type === 'creditNote') return roundMoney(rest.times(-1));
  return '0.00';
}

export const isOverdue = (
  row: Pick<DocumentRow, 'type' | 'status' | 'payableTotal' | 'paidTotal' | 'dueDate'>,
  today = berlinToday(),
) =>
  receivableTypes.includes(row.type as DocumentType) &&
  row.dueDate !== null &&
  row.dueDate < today &&
  new Big(openAmount(row)).gt(0);

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const int = (value: unknown) => (typeof value === 'number' ? value : null);

export interface DocumentExtras {
  links: {
    link: LinkRow;
    other: {
      id: number;
      type: string;
      number: string | null;
      status: string;
      gross: string;
      documentDate: string;
    };
  }[];
  payments: PaymentRow[];
  archive: ArchiveRow[];
  /** Draft: the current master data; finalized: ignored (the snapshot counts). */
  parties: { seller: DocumentSeller; buyer: DocumentParty | null } | null;
}

/** A stored row as the API's Document. Totals are recomputed from the stored lines (same function). */
export function toDocument(row: DocumentRow, extras: DocumentExtras): Document {
  const h = row.header;
  const lines = row.lines as DocumentLine[];
  const totals = calculateDocumentTotals(lines, { prepaid: row.prepaidTotal });
  const snapshot = row.snapshot as { seller?: DocumentSeller; buyer?: DocumentParty | null } | null;
  const parties = row.status === 'draft' || !snapshot ? extras.parties : snapshot;
  return {
    id: row.id,
    type: row.type as DocumentType,
    status: row.status as DocumentStatus,
    overdue: isOverdue(row),
    number: row.number,
    customer_id: row.customerId,
    customer_name: row.customerName,
    contact_id: int(h.contact_id),
    project_id: int(h.project_id),
    document_date: row.documentDate,
    due_date: row.dueDate,
    service_date: str(h.service_date),
    service_period_start: str(h.service_period_start),
    service_period_end: str(h.service_period_end),
    valid_until: str(h.valid_until),
    payment_term_days: int(h.payment_term_days),
    skonto_percent: str(h.skonto_percent),
    skonto_days: int(h.skonto_days),
    subject: str(h.subject),
    intro: str(h.intro),
    outro: str(h.outro),
    buyer_reference: str(h.buyer_reference),
    order_reference: str(h.order_reference),
    vat_treatment: (str(h.vat_treatment) ?? 'standard') as Document['vat_treatment'],
    einvoice_format: str(h.einvoice_format) as Document['einvoice_format'],
    deducted_advance_ids: Array.isArray(h.deducted_advance_ids) ? (h.deducted_advance_ids as number[]) : [],
    lines,
    totals: {
      net: row.netTotal,
      vat: row.vatTotal,
      gross: row.grossTotal,
      prepaid: row.prepaidTotal,
      payable: row.payableTotal,
      vat_groups: totals.vatGroups,
    },
    paid: row.paidTotal,
    open: openAmount(row),
    dunning_level: row.dunningLevel,
    seller: parties?.seller ?? null,
    buyer: parties?.buyer ?? null,
    finalized_at: row.finalizedAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    links: extras.links.map(({ link, other }) => ({
      kind: link.kind as DocumentLinkKind,
      direction: link.sourceId === row.id ? 'forward' : 'backward',
      document: {
        id: other.id,
        type: other.type as DocumentType,
        number: other.number,
        status: other.status as DocumentStatus,
        gross: other.gross,
        document_date: other.documentDate,
      },
    })),
    payments: extras.payments
      .filter((p) => p.reversedAt === null)
      .map((p) => ({
        id: p.id,
        amount: p.amount,
        paid_on: p.paidOn,
        method: p.method,
        note: p.note,
        skonto: p.skonto,
        skonto_by_rate: p.skontoByRate,
        written_off: p.writtenOff,
        write_off_reason: p.writeOffReason,
        created_at: p.createdAt.toISOString(),
      })),
    archive: extras.archive.map((a) => ({
      kind: a.kind as ArchiveKind,
      filename: a.filename,
      content_type: a.contentType,
      size: a.size,
      sha256: a.sha256,
      created_at: a.createdAt.toISOString(),
    })),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
