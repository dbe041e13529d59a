import Big from 'big.js';
import { receivableTypes, type Document, type DocumentStatus, type DocumentType } from '@kontor/contracts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { DOCUMENT_ENTITY } from './document-draft.service.ts';
import { documentNotFound, guardImmutable } from './document-errors.ts';
import { loadDocument } from './document-read.service.ts';
import { findDocumentByIdForUpdate, updateLifecycle, type DocumentRow } from './documents.repository.ts';

const quoteAnswers: readonly DocumentStatus[] = ['accepted', 'rejected'];
const sendable: readonly DocumentStatus[] = [
  'finalized',
  'sent',
  'partiallyPaid',
  'paid',
  'accepted',
  'rejected',
];

/** The status an invoice has after its payments changed: paid, partially paid, or back to open. */
export function paymentStatus(
  row: Pick<DocumentRow, 'payableTotal' | 'sentAt'>,
  paid: string,
): DocumentStatus {
  const total = new Big(paid);
  if (total.gt(0) && total.gte(row.payableTotal)) return 'paid';
  if (total.gt(0)) return 'partiallyPaid';
  return row.sentAt ? 'sent' : 'finalized';
}

async function lockFinal(tx: Tx, tenantId: number, id: number) {
  const row = await findDocumentByIdForUpdate(tx, tenantId, id);
  if (!row) throw documentNotFound();
  if (row.status === 'draft') throw conflict('Ein Entwurf muss zuerst festgeschrieben werden.');
  return row;
}

/**
 * Marks a finalized document as sent (e-mail, letter, or by hand). An open invoice moves to
 * `sent`; paid, cancelled or answered documents keep their status and only get the time.
 */
export async function markDocumentSent(tx: Tx, actor: Actor, id: number, sentAt: Date): Promise<void> {
  const row = await lockFinal(tx, actor.tenantId, id);
  if (row.status === 'cancelled') throw conflict('Ein storniertes Dokument kann nicht versendet werden.');
  const status = row.status === 'finalized' ? 'sent' : row.status;
  await guardImmutable(() =>
    updateLifecycle(tx, actor.tenantId, id, { status, sentAt: row.sentAt ?? sentAt }),
  );
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: id,
    action: 'sent',
    changes: status === row.status ? null : { status: { from: row.status, to: status } },
  });
}

/** Quote accepted / rejected, or "sent" without e-mail (contract `setDocumentStatus`). */
export async function setDocumentStatus(
  tx: Tx,
  actor: Actor,
  id: number,
  status: 'accepted' | 'rejected' | 'sent',
): Promise<Document> {
  if (status === 'sent') {
    const row = await lockFinal(tx, actor.tenantId, id);
    if (!sendable.includes(row.status as DocumentStatus))
      throw conflict('Dieses Dokument kann nicht als versendet markiert werden.');
    await markDocumentSent(tx, actor, id, new Date());
  } else {
    const row = await lockFinal(tx, actor.tenantId, id);
    if (row.type !== 'quote') throw conflict('Nur Angebote können angenommen oder abgelehnt werden.');
    if (!['finalized', 'sent', ...quoteAnswers].includes(row.status))
      throw conflict('Dieses Angebot kann nicht mehr angenommen oder abgelehnt werden.');
    if (row.status !== status) {
      await guardImmutable(() => updateLifecycle(tx, actor.tenantId, id, { status }));
      await recordHistory(tx, actor, {
        entity: DOCUMENT_ENTITY,
        entityId: id,
        action: 'statusChanged',
        changes: { status: { from: row.status, to: status } },
      });
    }
  }
  const after = (await findDocumentByIdForUpdate(tx, actor.tenantId, id))!;
  return loadDocument(tx, actor.tenantId, after, actor.userId);
}

/** Whether a document of this type and status takes payments. */
export const acceptsPayments = (row: Pick<DocumentRow, 'type' | 'status'>) =>
  (receivableTypes.includes(row.type as DocumentType) || row.type === 'creditNote') &&
  ['finalized', 'sent', 'partiallyPaid', 'paid'].includes(row.status);
