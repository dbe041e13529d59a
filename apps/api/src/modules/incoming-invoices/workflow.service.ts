import Big from 'big.js';
import { sql } from 'drizzle-orm';
import {
  incomingInvoiceStatusLabels,
  incomingInvoiceTransitions,
  type IncomingInvoiceStatus,
} from '@kontor/contracts';
import type { z } from 'zod';
import { roundMoney } from '@kontor/contracts';
import type {
  ZIncomingInvoiceBookingInput,
  ZIncomingInvoiceHeaderInput,
  ZIncomingInvoiceStatusInput,
} from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { listBookingAccounts, postApprovedIncomingInvoice } from '../accounting/index.ts';
import { findEntityRecord, findEntityRecords } from '../entities/index.ts';
import {
  findBookingLines,
  findIncomingInvoiceForUpdate,
  insertStatusChange,
  replaceBookingLines,
  updateIncomingInvoice,
  type IncomingInvoiceRow,
} from './incoming-invoices.repository.ts';
import { recordIncomingInvoiceChange } from './incoming-invoice-history.ts';
import { detailOf, linesMatchTotals } from './incoming-invoice-view.ts';
import type { Extracted } from './invoice-data.ts';
import { findSameNumber, matchVendor, vendorRefOf } from './vendor-matching.service.ts';

export const incomingInvoiceNotFound = () => notFound('Diese Eingangsrechnung gibt es nicht.');

const isFrozen = (row: IncomingInvoiceRow) => row.status === 'approved' || row.status === 'paid';

/** The OCR job has not yet filled the draft: editing or booking now would race with it. */
const ocrPending = (row: IncomingInvoiceRow) => {
  const status = (row.extracted as unknown as Extracted).ocr?.status;
  return status === 'queued' || status === 'running';
};
const ocrPendingMessage = 'Die Texterkennung läuft noch. Bitte warten, bis die Daten erkannt sind.';

const money = (v: string | null) => (v === null ? null : roundMoney(new Big(v)));

/**
 * The header fields the user confirmed or corrected (receipts, scans, photos): they replace what
 * was read, the seller's IBAN and VAT ID included; the field checks end with this confirmation.
 */
async function confirmHeader(
  tx: Tx,
  row: IncomingInvoiceRow,
  header: z.output<typeof ZIncomingInvoiceHeaderInput>,
) {
  if (row.sourceKind !== 'pdf' && row.sourceKind !== 'image')
    throw badRequest('Die Daten einer E-Rechnung stammen aus ihrem XML und werden nicht geändert.');
  const extracted = row.extracted as unknown as Extracted;
  const seller = {
    ...extracted.seller,
    name: header.vendor_name,
    iban: header.iban,
    vat_id: header.vat_id,
  };
  const gross = money(header.gross);
  // Without a vendor yet, the confirmed VAT ID, IBAN or name may now find one.
  const match = row.vendorId === null ? await matchVendor(tx, row.tenantId, seller) : null;
  const vendorId = row.vendorId ?? match?.vendorId ?? null;
  let duplicateOf = row.duplicateOf;
  let duplicateWarning = extracted.duplicateWarning ?? null;
  if (vendorId !== null && header.number && (header.number !== row.number || match)) {
    const same = await findSameNumber(tx, vendorId, header.number, row.id);
    if (same) {
      duplicateOf = same.id;
      duplicateWarning = same.warning;
    }
  }
  const vendor = await vendorRefOf(tx, vendorId);
  return {
    number: header.number,
    issueDate: header.issue_date,
    dueDate: header.due_date,
    netTotal: money(header.net),
    taxTotal: money(header.tax),
    grossTotal: gross,
    dueTotal: row.dueTotal === row.grossTotal ? gross : row.dueTotal,
    documentType: gross !== null && new Big(gross).lt(0) ? 'credit-note' : 'invoice',
    vendorId,
    duplicateOf,
    searchText: [header.number, seller.name, vendor?.name, seller.vat_id, seller.iban]
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    extracted: {
      ...extracted,
      seller,
      confirmed: true,
      duplicateWarning,
      ...(match && { vendorMatchReason: match.reason }),
    } as unknown as Record<string, unknown>,
  };
}

export async function lockInvoice(tx: Tx, id: number, version?: number) {
  const row = await findIncomingInvoiceForUpdate(tx, id);
  if (!row) throw incomingInvoiceNotFound();
  if (version !== undefined && row.version !== version)
    throw conflict('Die Eingangsrechnung wurde inzwischen geändert. Bitte neu laden.');
  return row;
}

/** Sets the booking lines (and the taxation) of an invoice not yet approved. */
export async function updateBooking(
  tx: Tx,
  actor: Writer,
  id: number,
  input: z.output<typeof ZIncomingInvoiceBookingInput>,
) {
  const row = await lockInvoice(tx, id, input.version);
  if (isFrozen(row)) throw conflict('Die Buchung einer freigegebenen Eingangsrechnung ist festgeschrieben.');
  if (ocrPending(row)) throw conflict(ocrPendingMessage);
  const accounts = new Set((await listBookingAccounts(tx)).map((a) => a.number));
  const fields: Record<string, string> = {};
  for (const [index, line] of input.lines.entries()) {
    if (!accounts.has(line.account))
      fields[`lines.${index}.account`] = `Das Sachkonto ${line.account} gibt es im Kontenrahmen nicht.`;
    if (!['0', '7', '19'].some((r) => new Big(line.vat_rate).eq(r)))
      fields[`lines.${index}.vat_rate`] = 'Gebucht werden 19 %, 7 % oder 0 %.';
    // Only a project of this tenant (RLS hides the others; the composite key holds it, ADR 0010).
    if (line.project_id !== null && !(await findEntityRecord(tx, 'projects', line.project_id)))
      fields[`lines.${index}.project_id`] = 'Das Projekt wurde nicht gefunden.';
  }
  if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0]!, fields);
  await replaceBookingLines(
    tx,
    actor.tenantId,
    id,
    input.lines.map((l) => ({
      account: l.account,
      net: l.net,
      vatRate: l.vat_rate,
      vat: l.vat,
      costCentre: l.cost_centre || null,
      projectId: l.project_id,
      text: l.text || null,
    })),
  );
  const header = input.header ? await confirmHeader(tx, row, input.header) : {};
  const updated = await updateIncomingInvoice(tx, id, { ...header, taxation: input.taxation });
  await recordIncomingInvoiceChange(tx, actor, id, 'updated', {
    taxation: { from: row.taxation, to: input.taxation },
    lines: { from: null, to: input.lines.length },
  });
  return detailOf(tx, updated);
}

/** Books the invoice; refused in German when something the journal needs is missing. */
async function approve(tx: Tx, actor: Writer, row: IncomingInvoiceRow) {
  if (!actor.permissions.includes('incomingInvoices.approve'))
    throw forbidden('Zum Freigeben fehlt Ihnen die Berechtigung „Eingangsrechnungen freigeben“.');
  if (ocrPending(row)) throw conflict(ocrPendingMessage);
  const vendor = await vendorRefOf(tx, row.vendorId);
  if (!vendor) throw badRequest('Bitte vor der Freigabe einen Lieferanten zuordnen.');
  if (!row.number || !row.issueDate)
    throw badRequest('Ohne Rechnungsnummer und Rechnungsdatum kann die Rechnung nicht gebucht werden.');
  const lines = await findBookingLines(tx, row.id);
  if (!linesMatchTotals(row, lines))
    throw badRequest(
      'Die Buchungszeilen ergeben nicht die Summen der Rechnung (Netto und Umsatzsteuer). Bitte die Buchung prüfen.',
    );
  const projectIds = lines.flatMap((l) => (l.projectId === null ? [] : [l.projectId]));
  const projectNumbers = new Map((await findEntityRecords(tx, projectIds)).map((p) => [p.id, p.number]));
  await postApprovedIncomingInvoice(tx, actor, {
    id: row.id,
    number: row.number,
    documentDate: row.issueDate,
    serviceDate: row.serviceDate,
    vendor: { id: vendor.id, number: vendor.record.number, name: vendor.name },
    isCreditNote: row.documentType === 'credit-note',
    taxation: row.taxation as 'standard' | 'reverseCharge' | 'euService' | 'intraEuAcquisition',
    lines: lines.map((l) => ({
      account: l.account,
      net: l.net,
      vatRate: l.vatRate,
      vat: l.vat,
      ...(l.costCentre && { costCentre: l.costCentre }),
      // The number as it stands today goes into the journal (DATEV KOST2), frozen with the entry.
      ...(l.projectId !== null && {
        project: { id: String(l.projectId), number: projectNumbers.get(l.projectId) ?? '' },
      }),
      ...(l.text && { text: l.text }),
    })),
  });
}

/**
 * Entwurf → Zu prüfen → Freigegeben → Bezahlt, or Abgelehnt with a reason. Approval needs
 * `incomingInvoices.approve`, booking lines equal to the totals, and posts the journal in the
 * same transaction; the database then freezes the invoice and its lines.
 */
export async function changeStatus(
  tx: Tx,
  actor: Writer,
  id: number,
  input: z.output<typeof ZIncomingInvoiceStatusInput>,
) {
  const row = await lockInvoice(tx, id);
  const from = row.status as IncomingInvoiceStatus;
  const to = input.status;
  if (!incomingInvoiceTransitions[from].includes(to))
    throw conflict(
      `Eine Eingangsrechnung im Status „${incomingInvoiceStatusLabels[from]}“ kann nicht „${incomingInvoiceStatusLabels[to]}“ werden.`,
    );
  if (to === 'approved') await approve(tx, actor, row);
  const now = new Date();
  const updated = await updateIncomingInvoice(tx, id, {
    status: to,
    ...(to === 'approved' && { approvedAt: now, approvedBy: actor.userId }),
    ...(to === 'paid' && { paidAt: now }),
    ...(to === 'rejected' && { rejectReason: input.reason ?? null }),
    ...(from === 'rejected' && { rejectReason: null }),
  });
  await insertStatusChange(tx, {
    tenantId: actor.tenantId,
    invoiceId: id,
    fromStatus: from,
    toStatus: to,
    reason: input.reason ?? null,
    changedBy: actor.userId,
  });
  await recordIncomingInvoiceChange(tx, actor, id, to, { status: { from, to } });
  return detailOf(tx, updated);
}

/**
 * For the banking module: the bank allocations have paid the invoice (Freigegeben → Bezahlt), or
 * their undo leaves something open again (Bezahlt → Freigegeben, which only this path may do).
 * Recorded in the status history with the reason; in the caller's transaction.
 */
export async function setPaidByBank(
  tx: Tx,
  actor: { tenantId: number; userId: number | null },
  id: number,
  paid: boolean,
  reason: string,
) {
  const row = await lockInvoice(tx, id);
  const [from, to] = paid ? (['approved', 'paid'] as const) : (['paid', 'approved'] as const);
  if (row.status !== from) return;
  if (!paid) await tx.execute(sql`select set_config('kontor.payment_undo', 'on', true)`);
  await updateIncomingInvoice(tx, id, { status: to, paidAt: paid ? new Date() : null });
  if (!paid) await tx.execute(sql`select set_config('kontor.payment_undo', '', true)`);
  await insertStatusChange(tx, {
    tenantId: actor.tenantId,
    invoiceId: id,
    fromStatus: from,
    toStatus: to,
    reason,
    changedBy: actor.userId,
  });
  await recordIncomingInvoiceChange(tx, actor, id, to, { status: { from, to } });
}
