import { dunningLevelLabels, type DunningLevel, type DunningNoticeList } from '@kontor/contracts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { StoredFile } from '../document-output/index.ts';
import { getDocumentById } from '../documents/index.ts';
import { toDunningNotice } from './create-dunning-notice.service.ts';
import { customerKindOfDocument } from './dunning-overview.service.ts';
import { findDunningNotice, listDunningNoticeRows, type DunningNoticeRow } from './dunning.repository.ts';

const documentNotFound = () => notFound('Das Dokument wurde nicht gefunden.');
const noticeNotFound = () => notFound('Die Mahnung wurde nicht gefunden.');

export async function listDunningNotices(tx: Tx, documentId: number): Promise<DunningNoticeList> {
  const document = await getDocumentById(tx, documentId);
  if (!document) throw documentNotFound();
  return {
    items: (await listDunningNoticeRows(tx, documentId)).map(toDunningNotice),
    customer_kind: await customerKindOfDocument(tx, document.customer_id),
  };
}

/** File name of a notice's PDF: "Mahnung-1-RE-2026-00012.pdf". */
export const dunningNoticeFilename = (level: number, invoiceNumber: string | null) =>
  `${dunningLevelLabels[level as DunningLevel].replace(/[^\p{L}\d]+/gu, '-').replace(/^-|-$/g, '')}-${(
    invoiceNumber ?? 'Rechnung'
  ).replace(/[^\w.-]+/g, '_')}.pdf`;

/** A notice's archived PDF (the bytes frozen when it was created); null when it has none. */
export const noticePdfOf = (row: DunningNoticeRow, invoiceNumber: string | null): StoredFile | null =>
  row.blobKey && row.sha256
    ? {
        blobKey: row.blobKey,
        name: dunningNoticeFilename(row.level, invoiceNumber),
        contentType: 'application/pdf',
        sha256: row.sha256,
      }
    : null;

export async function findDunningNoticePdf(
  tx: Tx,
  documentId: number,
  noticeId: number,
): Promise<StoredFile> {
  const document = await getDocumentById(tx, documentId);
  if (!document) throw documentNotFound();
  const row = await findDunningNotice(tx, documentId, noticeId);
  const file = row ? noticePdfOf(row, document.number) : null;
  if (!file) throw noticeNotFound();
  return file;
}
