import {
  calculateDocumentTotals,
  formatEuro,
  formatPercentDe,
  settlePayment,
  skontoOffer,
  toBig,
  type Document,
  type DocumentLine,
  type DocumentParty,
  type DocumentType,
  type ZPaymentInput,
} from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { postRecordedPayment, reverseRecordedPayment, skontoByRate } from '../accounting/index.ts';
import { germanDate } from '../entities/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { DOCUMENT_ENTITY } from './document-draft.service.ts';
import { documentNotFound, guardImmutable } from './document-errors.ts';
import { openAmount } from './document-mapper.ts';
import { loadDocument } from './document-read.service.ts';
import { acceptsPayments, paymentStatus } from './document-status.service.ts';
import {
  findDocumentByIdForUpdate,
  insertPayment,
  reversePayment,
  sumActivePayments,
  updateLifecycle,
  type DocumentRow,
} from './documents.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

/** The payment as the contract gives it; callers inside the API (bank allocations, demo data) may leave the write-off out. */
export type PaymentInput = Omit<z.output<typeof ZPaymentInput>, 'write_off_reason'> & {
  write_off_reason?: string | null | undefined;
};

/** Paid total (money, Skonto, write-offs) and status follow the payments that stand (not reversed). */
async function settle(tx: Tx, tenantId: number, id: number) {
  const row = (await findDocumentByIdForUpdate(tx, tenantId, id))!;
  const paid = await sumActivePayments(tx, tenantId, id);
  const status = row.status === 'cancelled' ? row.status : paymentStatus(row, paid);
  return guardImmutable(() => updateLifecycle(tx, tenantId, id, { paidTotal: paid, status }));
}

const vatGroupsOf = (row: DocumentRow) =>
  calculateDocumentTotals(row.lines as DocumentLine[], { prepaid: row.prepaidTotal }).vatGroups;

/** Skonto and write-off of this payment, or 400 with the German reason on the field it concerns. */
function settlementOf(row: DocumentRow, input: PaymentInput, tolerance: string) {
  const type = row.type as DocumentType;
  const offer = skontoOffer({
    type,
    document_date: row.documentDate,
    skonto_percent: typeof row.header.skonto_percent === 'string' ? row.header.skonto_percent : null,
    skonto_days: typeof row.header.skonto_days === 'number' ? row.header.skonto_days : null,
    payable: row.payableTotal,
  });
  if (type === 'creditNote' && (input.settle_with_skonto || input.write_off_rest))
    throw badRequest('Skonto und Ausbuchung gibt es nur bei Rechnungen.');
  const settlement = settlePayment({
    amount: input.amount,
    paidOn: input.paid_on,
    open: type === 'creditNote' ? '0' : openAmount(row),
    offer,
    settleWithSkonto: input.settle_with_skonto,
    writeOffRest: input.write_off_rest,
    writeOffReason: input.write_off_reason,
    tolerance,
  });
  if (!settlement.ok) throw badRequest(settlement.message, { [settlement.field]: settlement.message });
  return { ...settlement, offer };
}

/** "Zahlung 1.271,06 € vom 25.03.2026, bezahlt mit 2 % Skonto (25,94 €: 19 % 23,80 €, 7 % 2,14 €)" */
function paymentNote(
  amount: string,
  paidOn: string,
  settlement: ReturnType<typeof settlementOf>,
  byRate: readonly { rate: string; amount: string }[],
  reason: string | null,
) {
  const parts = [`Zahlung ${formatEuro(amount)} vom ${germanDate(paidOn)}`];
  if (toBig(settlement.skonto).gt(0)) {
    const rates = byRate.map((r) => `${formatPercentDe(r.rate)} ${formatEuro(r.amount)}`).join(', ');
    const percent = settlement.offer ? `${formatPercentDe(settlement.offer.percent)} ` : '';
    parts.push(`bezahlt mit ${percent}Skonto (${formatEuro(settlement.skonto)}${rates ? `: ${rates}` : ''})`);
  }
  if (toBig(settlement.writtenOff).gt(0))
    parts.push(`Restbetrag ${formatEuro(settlement.writtenOff)} ausgebucht (Grund: ${reason})`);
  return parts.join(', ');
}

/**
 * Records a payment received by hand or from a bank allocation; the invoice becomes partially paid
 * or paid — with its Skonto ("bezahlt mit Skonto") or a small rest written off — and the payment
 * books itself (money ↔ debtor, Skonto and write-off with VAT correction) in the same transaction.
 */
export async function addDocumentPayment(
  tx: Tx,
  actor: Actor,
  id: number,
  input: PaymentInput,
): Promise<Document> {
  const row = await findDocumentByIdForUpdate(tx, actor.tenantId, id);
  if (!row) throw documentNotFound();
  if (!acceptsPayments(row))
    throw conflict('Zahlungen können nur zu festgeschriebenen Rechnungen und Gutschriften erfasst werden.');
  const settings = await loadTenantSettings(tx);
  const settlement = settlementOf(row, input, settings.write_off_tolerance);
  const vatGroups = vatGroupsOf(row);
  const byRate = skontoByRate(settlement.skonto, vatGroups);
  const reason = toBig(settlement.writtenOff).gt(0) ? (input.write_off_reason ?? null) : null;
  const payment = await insertPayment(tx, {
    tenantId: actor.tenantId,
    documentId: id,
    amount: input.amount,
    paidOn: input.paid_on,
    method: input.method,
    note: input.note,
    skonto: settlement.skonto,
    skontoByRate: byRate,
    writtenOff: settlement.writtenOff,
    writeOffReason: reason,
    createdBy: actor.userId,
  });
  const buyer = (row.snapshot as { buyer?: DocumentParty | null } | null)?.buyer;
  await postRecordedPayment(tx, actor, {
    id: payment.id,
    documentId: id,
    invoiceNumber: row.number!,
    paidOn: input.paid_on,
    // A credit note's payment is money paid out to the customer.
    amount: row.type === 'creditNote' ? toBig(input.amount).times(-1).toFixed(2) : payment.amount,
    method: input.method,
    customer: { id: row.customerId!, number: buyer?.number ?? null, name: row.customerName ?? '' },
    vatGroups,
    smallBusiness: settings.small_business,
    skonto: settlement.skonto,
    writtenOff: settlement.writtenOff,
    writeOffReason: reason,
  });
  const after = await settle(tx, actor.tenantId, id);
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: id,
    action: 'paymentAdded',
    changes: {
      paid: { from: row.paidTotal, to: after.paidTotal },
      ...(after.status !== row.status && { status: { from: row.status, to: after.status } }),
    },
    note: paymentNote(payment.amount, input.paid_on, settlement, byRate, reason),
  });
  return loadDocument(tx, actor.tenantId, after, actor.userId);
}

/**
 * A payment entered by mistake is reversed, never deleted (it stays in the history); its journal
 * entries are cancelled by reversal entries dated today.
 */
export async function removeDocumentPayment(
  tx: Tx,
  actor: Actor,
  id: number,
  paymentId: number,
): Promise<Document> {
  const row = await findDocumentByIdForUpdate(tx, actor.tenantId, id);
  if (!row) throw documentNotFound();
  const reversed = await guardImmutable(() => reversePayment(tx, actor.tenantId, id, paymentId));
  if (!reversed) throw notFound('Die Zahlung wurde nicht gefunden oder ist bereits entfernt.');
  await reverseRecordedPayment(tx, actor, { id: paymentId, documentId: id, on: berlinToday() });
  const after = await settle(tx, actor.tenantId, id);
  const extras = [
    toBig(reversed.skonto).gt(0) && `Skonto ${formatEuro(reversed.skonto)}`,
    toBig(reversed.writtenOff).gt(0) && `Ausbuchung ${formatEuro(reversed.writtenOff)}`,
  ].filter(Boolean);
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: id,
    action: 'paymentReversed',
    changes: {
      paid: { from: row.paidTotal, to: after.paidTotal },
      ...(after.status !== row.status && { status: { from: row.status, to: after.status } }),
    },
    note:
      `Zahlung ${formatEuro(reversed.amount)} vom ${germanDate(reversed.paidOn)} entfernt` +
      (extras.length ? ` (mit ${extras.join(' und ')})` : ''),
  });
  return loadDocument(tx, actor.tenantId, after, actor.userId);
}
