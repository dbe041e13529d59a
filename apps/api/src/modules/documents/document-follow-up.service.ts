import {
  documentConversions,
  documentTypeDefinitions,
  isInvoiceLike,
  statesServiceDate,
  refundTypes,
  type Document,
  type DocumentLinkKind,
  type DocumentType,
} from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { defaultText } from './document-customer-defaults.ts';
import { draftFieldsOf, type DraftFields } from './document-draft-values.ts';
import { DOCUMENT_ENTITY, insertDraft } from './document-draft.service.ts';
import { documentNotFound, guardImmutable } from './document-errors.ts';
import { finalizeDocument } from './document-finalize.service.ts';
import { getDocument, loadDocument } from './document-read.service.ts';
import {
  findDocumentByIdForUpdate,
  findLinksToTargets,
  insertLink,
  updateLifecycle,
  type DocumentRow,
} from './documents.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

const cancellable = ['finalized', 'sent', 'partiallyPaid', 'paid'];

async function lockSource(tx: Tx, tenantId: number, id: number) {
  const row = await findDocumentByIdForUpdate(tx, tenantId, id);
  if (!row) throw documentNotFound();
  return row;
}

/**
 * The texts a follow-up document starts with: the standard texts of its own type (the invoice
 * made from a quote asks for payment instead of offering). Where the type has none, a text the
 * user wrote for the source is kept, but never the source type's standard, and a credit note or
 * Storno never inherits the invoice's request for payment.
 */
async function followUpTexts(tx: Tx, source: DocumentRow, fields: DraftFields, type: DocumentType) {
  const sourceType = source.type as DocumentType;
  const keepsOwn = !refundTypes.includes(type);
  const textOf = async (usage: 'documentIntro' | 'documentOutro', own: string | null) => {
    const standard = await defaultText(tx, usage, type);
    if (standard !== null || !keepsOwn || own === null) return standard;
    return own === (await defaultText(tx, usage, sourceType)) ? null : own;
  };
  return {
    intro: await textOf('documentIntro', fields.intro),
    outro: await textOf('documentOutro', fields.outro),
  };
}

/** A new draft of `type` with the source's header and lines, dated today, linked to the source. */
async function deriveDraft(
  tx: Tx,
  actor: Actor,
  source: DocumentRow,
  type: DocumentType,
  link: DocumentLinkKind,
  overrides: Partial<DraftFields> = {},
) {
  const sourceFields = draftFieldsOf(source);
  const fields: DraftFields = {
    ...sourceFields,
    ...(await followUpTexts(tx, source, sourceFields, type)),
    document_date: berlinToday(),
    // Advances are deducted by a final invoice of its own choosing, never copied along.
    deducted_advance_ids: [],
    ...overrides,
  };
  if (!isInvoiceLike(type)) fields.einvoice_format = null;
  // A quote or order states no Leistungsdatum; the document made from it does — delivered on its
  // date unless the user says otherwise, as for a new document.
  if (statesServiceDate(type) && !fields.service_date && !fields.service_period_start)
    fields.service_date = fields.document_date;
  const row = await insertDraft(tx, actor, type, fields);
  await insertLink(tx, { tenantId: actor.tenantId, sourceId: row.id, targetId: source.id, kind: link });
  return row;
}

/**
 * Storno: a cancellation document with the invoice's lines, finalized at once through the same
 * finalize path (number, archive, e-invoice), and the invoice becomes `cancelled` — one transaction.
 */
export async function cancelDocument(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  id: number,
  reason: string | null,
): Promise<Document> {
  const invoice = await lockSource(tx, actor.tenantId, id);
  if (
    !isInvoiceLike(invoice.type as DocumentType) ||
    invoice.type === 'cancellation' ||
    invoice.type === 'creditNote'
  )
    throw conflict('Nur Rechnungen können storniert werden.');
  if (!cancellable.includes(invoice.status)) {
    throw conflict(
      invoice.status === 'cancelled'
        ? 'Die Rechnung ist bereits storniert.'
        : 'Nur festgeschriebene Rechnungen können storniert werden.',
    );
  }
  if (
    invoice.type === 'advanceInvoice' &&
    (await findLinksToTargets(tx, actor.tenantId, 'deducts', [id])).length > 0
  )
    throw conflict(
      'Die Abschlagsrechnung ist in einer Schlussrechnung verrechnet. Bitte zuerst die Schlussrechnung stornieren.',
    );
  const invoiceNumber = invoice.number!;
  const cancellation = await deriveDraft(tx, actor, invoice, 'cancellation', 'cancels', {
    subject: `Stornorechnung zu Rechnung ${invoiceNumber}`,
    intro: reason
      ? `Storno der Rechnung ${invoiceNumber}: ${reason}`
      : `Storno der Rechnung ${invoiceNumber}.`,
    payment_term_days: null,
    skonto_percent: null,
    skonto_days: null,
  });
  const final = await finalizeDocument(deps, tx, actor, cancellation.id);
  await guardImmutable(() => updateLifecycle(tx, actor.tenantId, id, { status: 'cancelled' }));
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: id,
    action: 'cancelled',
    changes: { status: { from: invoice.status, to: 'cancelled' } },
    note: `Storniert durch ${documentTypeDefinitions.cancellation.label} ${final.number}${reason ? `: ${reason}` : ''}`,
  });
  // Read again: the link now shows the invoice as cancelled.
  return getDocument(tx, actor.tenantId, actor.userId, final.id);
}

/** A credit note draft for a finalized invoice: lines taken over, to be adjusted before finalizing. */
export async function createCreditNote(tx: Tx, actor: Actor, id: number): Promise<Document> {
  const invoice = await lockSource(tx, actor.tenantId, id);
  if (!['invoice', 'advanceInvoice', 'finalInvoice'].includes(invoice.type))
    throw conflict('Gutschriften können nur zu Rechnungen erstellt werden.');
  if (invoice.status === 'draft') throw conflict('Die Rechnung muss zuerst festgeschrieben werden.');
  const row = await deriveDraft(tx, actor, invoice, 'creditNote', 'creditFor', {
    subject: `Gutschrift zu Rechnung ${invoice.number}`,
  });
  return loadDocument(tx, actor.tenantId, row, actor.userId);
}

/**
 * "Duplizieren": a new draft of the same type with the source's customer, texts and lines, dated
 * today and not linked (it is a new business case, not a follow-up). Dates that belonged to the old
 * case (service date or period, validity) are left for the user; advances are never copied along.
 * Credit notes and Storno documents exist only for their invoice, so they cannot be duplicated.
 */
export async function duplicateDocument(tx: Tx, actor: Actor, id: number): Promise<Document> {
  const source = await findDocumentByIdForUpdate(tx, actor.tenantId, id);
  if (!source) throw documentNotFound();
  if (source.type === 'cancellation' || source.type === 'creditNote')
    throw conflict(
      'Gutschriften und Stornorechnungen gehören zu ihrer Rechnung und können nicht dupliziert werden.',
    );
  const row = await insertDraft(tx, actor, source.type as DocumentType, {
    ...draftFieldsOf(source),
    document_date: berlinToday(),
    service_date: null,
    service_period_start: null,
    service_period_end: null,
    valid_until: null,
    deducted_advance_ids: [],
  });
  return loadDocument(tx, actor.tenantId, row, actor.userId);
}

/** Quote → order → delivery note → invoice: a new linked draft; a converted quote is accepted. */
export async function convertDocument(
  tx: Tx,
  actor: Actor,
  id: number,
  type: DocumentType,
): Promise<Document> {
  const source = await lockSource(tx, actor.tenantId, id);
  const sourceType = source.type as DocumentType;
  if (!documentConversions[sourceType]?.includes(type)) {
    throw conflict(
      `${documentTypeDefinitions[sourceType].label} kann nicht in ${documentTypeDefinitions[type].label} umgewandelt werden.`,
    );
  }
  if (['cancelled', 'rejected'].includes(source.status))
    throw conflict('Stornierte oder abgelehnte Dokumente können nicht weitergeführt werden.');
  const row = await deriveDraft(tx, actor, source, type, 'convertedFrom');
  // Only a numbered quote can be "accepted": a draft has no number (check constraint).
  if (sourceType === 'quote' && ['finalized', 'sent'].includes(source.status)) {
    await guardImmutable(() => updateLifecycle(tx, actor.tenantId, id, { status: 'accepted' }));
    await recordHistory(tx, actor, {
      entity: DOCUMENT_ENTITY,
      entityId: id,
      action: 'statusChanged',
      changes: { status: { from: source.status, to: 'accepted' } },
    });
  }
  return loadDocument(tx, actor.tenantId, row, actor.userId);
}
