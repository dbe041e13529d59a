import type { Readable } from 'node:stream';
import { dunningLevelLabels, type DunningLevel, type DunningNoticeList } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { getDocumentById } from '../documents/index.ts';
import { toDunningNotice } from './create-dunning-notice.service.ts';
import { customerKindOf } from './dunning-overview.service.ts';
import { findDunningNotice, findDunningTarget, listDunningNoticeRows } from './dunning.repository.ts';

const documentNotFound = () => notFound('Das Dokument wurde nicht gefunden.');
const noticeNotFound = () => notFound('Die Mahnung wurde nicht gefunden.');

export async function listDunningNotices(tx: Tx, documentId: number): Promise<DunningNoticeList> {
  const target = await findDunningTarget(tx, documentId);
  if (!target) throw documentNotFound();
  return {
    items: (await listDunningNoticeRows(tx, documentId)).map(toDunningNotice),
    customer_kind: customerKindOf(target.customerKind),
  };
}

/** File name of a notice's PDF: "Mahnung-1-RE-2026-00012.pdf". */
export const dunningNoticeFilename = (level: number, invoiceNumber: string | null) =>
  `${dunningLevelLabels[level as DunningLevel].replace(/[^\p{L}\d]+/gu, '-').replace(/^-|-$/g, '')}-${(
    invoiceNumber ?? 'Rechnung'
  ).replace(/[^\w.-]+/g, '_')}.pdf`;

/** The archived PDF of a notice (the bytes frozen when it was created). */
export async function loadDunningNoticePdf(
  deps: AppDeps,
  tx: Tx,
  documentId: number,
  noticeId: number,
): Promise<{ notice: ReturnType<typeof toDunningNotice>; filename: string; stream: Readable }> {
  const document = await getDocumentById(tx, documentId);
  if (!document) throw documentNotFound();
  const row = await findDunningNotice(tx, documentId, noticeId);
  if (!row?.blobKey) throw noticeNotFound();
  return {
    notice: toDunningNotice(row),
    filename: dunningNoticeFilename(row.level, document.number),
    stream: await deps.blobStore.get(row.blobKey),
  };
}
