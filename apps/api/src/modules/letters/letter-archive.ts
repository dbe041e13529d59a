import { LETTER_RETENTION_YEARS } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { sha256Hex, type StoredFile } from '../document-output/index.ts';
import { findFileById, storeCheckedBuffer } from '../files/index.ts';
import { berlinToday } from '../../core/berlin-time.ts';

/**
 * § 257 Abs. 4, 5 HGB: business letters are kept six years, counted from the end of the calendar
 * year in which they were written.
 */
export const retentionUntil = (today = berlinToday()) =>
  `${Number(today.slice(0, 4)) + LETTER_RETENTION_YEARS}-12-31`;

/**
 * Archives a letter's PDF through the files module (upload checks, quota), inside the caller's
 * transaction; answers the file and the SHA-256 of the bytes. A refusal (quota) is a 409 with the
 * reason, and nothing is finalized.
 */
export async function archiveLetterPdf(
  deps: Pick<AppDeps, 'blobStore' | 'config'>,
  tx: Tx,
  actor: Actor,
  filename: string,
  bytes: Uint8Array,
): Promise<{ fileId: number; sha256: string }> {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const stored = await storeCheckedBuffer(deps, tx, actor, {
    filename,
    contentType: 'application/pdf',
    content,
  });
  if ('refused' in stored) throw conflict(`Das PDF konnte nicht archiviert werden. ${stored.refused}`);
  return { fileId: stored.fileId, sha256: sha256Hex(content) };
}

/** The archived PDF as the files module stores it, for downloads and e-mail attachments. */
export async function archivedLetterFile(tx: Tx, fileId: number | null): Promise<StoredFile | null> {
  if (fileId === null) return null;
  const file = await findFileById(tx, fileId);
  if (!file) return null;
  return {
    blobKey: file.storageKey,
    name: file.name,
    contentType: file.mimeType,
    sha256: file.sha256,
    size: file.sizeBytes,
  };
}

/** "Brief-12-2026-11-26-Wartungstermin.pdf": sortable, readable, safe in every file system. */
export function letterFileName(prefix: string, date: string, subject: string): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${prefix}-${date}${slug ? `-${slug}` : ''}.pdf`;
}
