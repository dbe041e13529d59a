import Big from 'big.js';
import type { IncomingInvoice, IncomingInvoiceStatus, IncomingInvoiceSummary } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecords } from '../entities/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';
import {
  findBookingLines,
  findStatusChanges,
  type BookingLineRow,
  type IncomingInvoiceRow,
} from './incoming-invoices.repository.ts';
import { fieldChecksOf, type Extracted } from './invoice-data.ts';
import { vendorRefOf } from './vendor-matching.service.ts';

const sum = (values: readonly string[]) => values.reduce((s, v) => s.plus(v), new Big(0));

/** Booking lines add up to the invoice's net and VAT: the condition of approval. */
export function linesMatchTotals(
  row: IncomingInvoiceRow,
  lines: readonly Pick<BookingLineRow, 'net' | 'vat'>[],
) {
  if (lines.length === 0 || row.netTotal === null || row.taxTotal === null) return false;
  return sum(lines.map((l) => l.net)).eq(row.netTotal) && sum(lines.map((l) => l.vat)).eq(row.taxTotal);
}

export async function summaryOf(tx: Tx, row: IncomingInvoiceRow): Promise<IncomingInvoiceSummary> {
  const vendor = await vendorRefOf(tx, row.vendorId);
  return {
    id: row.id,
    status: row.status as IncomingInvoiceStatus,
    number: row.number,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    currency: row.currency,
    vendor: vendor && { id: vendor.id, name: vendor.name, vat_id: vendor.vat_id },
    totals: { net: row.netTotal, tax: row.taxTotal, gross: row.grossTotal },
    vat_breakdown: row.vatBreakdown,
    findings: row.findings,
    duplicate_of: row.duplicateOf,
  };
}

export async function detailOf(tx: Tx, row: IncomingInvoiceRow): Promise<IncomingInvoice> {
  const extracted = row.extracted as unknown as Extracted;
  const lines = await findBookingLines(tx, row.id);
  const changes = await findStatusChanges(tx, row.id);
  const names = new Map<number, string | null>();
  for (const userId of new Set(changes.map((c) => c.changedBy).filter((id) => id !== null)))
    names.set(userId, await findProfileNameOfUser(tx, row.tenantId, userId));
  const projectIds = [...new Set(lines.flatMap((l) => (l.projectId === null ? [] : [l.projectId])))];
  const projects = new Map((await findEntityRecords(tx, projectIds)).map((p) => [p.id, p.name]));
  return {
    ...(await summaryOf(tx, row)),
    version: row.version,
    file: { id: row.fileId, name: row.fileName, sha256: row.fileSha256 },
    source_kind: row.sourceKind,
    document_type: row.documentType === 'credit-note' ? 'credit-note' : 'invoice',
    service_date: row.serviceDate,
    due_total: row.dueTotal,
    skonto: row.skontoUntil ? { until: row.skontoUntil, amount: row.skontoAmount } : null,
    taxation: row.taxation as IncomingInvoice['taxation'],
    seller: extracted.seller,
    vendor_match_reason: extracted.vendorMatchReason ?? null,
    invoice_lines: (extracted.draft?.lines ?? []).map((l) => ({
      name: l.name ?? null,
      quantity: l.quantity ?? null,
      unit_price: l.unitPrice ?? null,
      net: l.net ?? null,
      vat_rate: l.vatRate ?? null,
      vat_category: l.vatCategory ?? null,
    })),
    lines: lines.map((l) => ({
      account: l.account,
      net: l.net,
      vat_rate: l.vatRate,
      vat: l.vat,
      cost_centre: l.costCentre,
      project: l.projectId === null ? null : { id: l.projectId, name: projects.get(l.projectId) ?? '' },
      text: l.text,
    })),
    lines_match_totals: linesMatchTotals(row, lines),
    status_history: changes.map((c) => ({
      from_status: c.fromStatus as IncomingInvoiceStatus | null,
      to_status: c.toStatus as IncomingInvoiceStatus,
      reason: c.reason,
      changed_by: c.changedBy === null ? null : (names.get(c.changedBy) ?? null),
      changed_at: c.changedAt.toISOString(),
    })),
    reject_reason: row.rejectReason,
    duplicate_warning: extracted.duplicateWarning ?? null,
    ocr: extracted.ocr ?? null,
    field_checks: fieldChecksOf(extracted),
  };
}
