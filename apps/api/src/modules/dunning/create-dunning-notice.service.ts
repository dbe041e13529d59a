import {
  calculateDunningClaim,
  dunningLevelLabels,
  formatEuro,
  formatIsoDayDe,
  isInvoiceLike,
  trimDecimal,
  type DunningLevel,
  type DunningNotice,
  type ZDunningNoticeCreate,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { storeImmutable } from '../document-output/index.ts';
import { DOCUMENT_ENTITY, getDocumentForUpdate, setDunningLevel } from '../documents/index.ts';
import { dunningLetterTexts } from './dunning-letter-texts.ts';
import { renderDunningNoticePdf } from './dunning-pdf.ts';
import { customerKindOfDocument } from './dunning-overview.service.ts';
import { insertDunningNotice, type DunningNoticeRow } from './dunning.repository.ts';

export const toDunningNotice = (row: DunningNoticeRow): DunningNotice => ({
  id: row.id,
  document_id: row.documentId,
  level: row.level,
  notice_date: row.noticeDate,
  due_date: row.dueDate,
  open_amount: row.openAmount,
  fee: row.fee,
  interest_rate: trimDecimal(row.interestRate),
  interest_days: row.interestDays,
  interest_amount: row.interestAmount,
  total_claim: row.totalClaim,
  text: row.text,
  sha256: row.sha256,
  sent_at: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const dunnableStatuses = ['finalized', 'sent', 'partiallyPaid'];

/**
 * Creates a Zahlungserinnerung or Mahnung for one invoice: the figures are computed once and
 * frozen in the notice (insert-only, trigger), its PDF is archived with SHA-256, the invoice's
 * Mahnstufe rises and the invoice's history tells about it — all in the caller's transaction.
 */
export async function createDunningNotice(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  documentId: number,
  input: z.output<typeof ZDunningNoticeCreate>,
): Promise<DunningNotice> {
  // Locked: two people dunning the same invoice at once get levels in order.
  const document = await getDocumentForUpdate(tx, documentId);
  if (!document) throw notFound('Das Dokument wurde nicht gefunden.');
  if (!isInvoiceLike(document.type) || document.type === 'creditNote' || document.type === 'cancellation') {
    throw badRequest('Mahnen lassen sich nur Rechnungen.');
  }
  if (!dunnableStatuses.includes(document.status)) {
    throw conflict('Diese Rechnung ist nicht mehr offen (bezahlt, storniert oder noch ein Entwurf).');
  }
  if (Number(document.open) <= 0) throw conflict('Diese Rechnung ist vollständig bezahlt.');
  if (!document.due_date || document.due_date >= input.notice_date) {
    throw badRequest(
      document.due_date
        ? `Die Rechnung ist erst am ${formatIsoDayDe(document.due_date)} fällig.`
        : 'Die Rechnung hat kein Fälligkeitsdatum.',
      { notice_date: 'Das Mahndatum muss nach der Fälligkeit liegen.' },
    );
  }
  const currentLevel = document.dunning_level;
  if (input.level <= currentLevel) {
    throw conflict(
      `Die Rechnung steht bereits auf der Stufe „${dunningLevelLabels[currentLevel as DunningLevel]}“. Bitte die nächste Stufe wählen.`,
    );
  }
  const level = input.level as DunningLevel;
  const customerKind = await customerKindOfDocument(tx, document.customer_id);
  if (input.flat_fee && customerKind === 'person') {
    throw badRequest('Die Verzugspauschale von 40 € gilt nur gegenüber Unternehmen (§ 288 Abs. 5 BGB).', {
      flat_fee: 'Nur bei Geschäftskunden.',
    });
  }
  const claim = calculateDunningClaim({
    openAmount: document.open,
    invoiceDueDate: document.due_date,
    noticeDate: input.notice_date,
    paymentDays: input.payment_days,
    customerKind,
    fee: input.fee,
    flatFee: input.flat_fee,
    chargeInterest: input.charge_interest,
  });
  const texts = await dunningLetterTexts(tx, actor, {
    document,
    level,
    noticeDate: input.notice_date,
    claim,
    typedIntro: input.text,
  });

  const pdf = await renderDunningNoticePdf(deps, tx, {
    document,
    level,
    noticeDate: input.notice_date,
    claim,
    ...texts,
  });
  const { blobKey, sha256 } = await storeImmutable(deps.blobStore, actor.tenantId, pdf);

  const row = await insertDunningNotice(tx, actor.tenantId, {
    documentId,
    level,
    noticeDate: input.notice_date,
    dueDate: claim.deadline,
    openAmount: claim.open,
    fee: claim.fee,
    interestRate: claim.interest.rate,
    interestDays: claim.interest.days,
    interestAmount: claim.interest.amount,
    totalClaim: claim.total,
    // The intro as printed: what the letter said, in the notice's frozen record.
    text: texts.intro,
    blobKey,
    sha256,
    createdBy: actor.userId,
  });
  await setDunningLevel(tx, documentId, level);
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    entityId: documentId,
    action: 'dunningNoticeCreated',
    changes: { dunning_level: { from: currentLevel, to: level } },
    note: `${dunningLevelLabels[level]} vom ${formatIsoDayDe(input.notice_date)}: ${formatEuro(claim.total)} bis ${formatIsoDayDe(claim.deadline)}`,
  });
  return toDunningNotice(row);
}
