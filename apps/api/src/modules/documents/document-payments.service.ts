import { formatEuro, type Document, type ZPaymentInput } from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { germanDate } from '../entities/index.ts';
import { DOCUMENT_ENTITY } from './document-draft.service.ts';
import { documentNotFound, guardImmutable } from './document-errors.ts';
import { loadDocument } from './document-read.service.ts';
import { acceptsPayments, paymentStatus } from './document-status.service.ts';
import {
  findDocumentByIdForUpdate,
  insertPayment,
  reversePayment,
  sumActivePayments,
  updateLifecycle,
} from './documents.repository.ts';

/** Paid total and status follow the payments that stand (not reversed). */
async function settle(tx: Tx, tenantId: number, id: number) {
  const row = (await findDocumentByIdForUpdate(tx, tenantId, id))!;
  const paid = await sumActivePayments(tx, tenantId, id);
  const status = row.status === 'cancelled' ? row.status : paymentStatus(row, paid);
  return guardImmutable(() => updateLifecycle(tx, tenantId, id, { paidTotal: paid, status }));
}

/** Records a payment received by hand; the invoice becomes partially paid or paid. */
export async function addDocumentPayment(
  tx: Tx,
  actor: Actor,
  id: number,
  input: z.output<typeof ZPaymentInput>,
): Promise<Document> {
  const row = await findDocumentByIdForUpdate(tx, actor.tenantId, id);
  if (!row) throw documentNotFound();
  if (!acceptsPayments(row))
    throw conflict('Zahlungen können nur zu festgeschriebenen Rechnungen und Gutschriften erfasst werden.');
  const payment = await insertPayment(tx, {
    tenantId: actor.tenantId,
    documentId: id,
    amount: input.amount,
    paidOn: input.paid_on,
    method: input.method,
    note: input.note,
    createdBy: actor.userId,
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
    note: `Zahlung ${formatEuro(payment.amount)} vom ${germanDate(input.paid_on)}`,
  });
  return loadDocument(tx, actor.tenantId, after, actor.userId);
}

/** A payment entered by mistake is reversed, never deleted (it stays in the history). */
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
  const after = await settle(tx, actor.tenantId, id);
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: id,
    action: 'paymentReversed',
    changes: {
      paid: { from: row.paidTotal, to: after.paidTotal },
      ...(after.status !== row.status && { status: { from: row.status, to: after.status } }),
    },
    note: `Zahlung ${formatEuro(reversed.amount)} vom ${germanDate(reversed.paidOn)} entfernt`,
  });
  return loadDocument(tx, actor.tenantId, after, actor.userId);
}
