import { buffer } from 'node:stream/consumers';
import type { AppDeps } from '../../app-deps.ts';
import { BlobNotFoundError } from '../../core/files/blob-store.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findFileById } from '../files/index.ts';
import { findTenantSettings } from './tenant-settings.repository.ts';

/** What the PDF renderer can embed in the letterhead. */
const LOGO_TYPES = ['image/png', 'image/jpeg'];

/** The logo must be a PNG or JPEG file of this tenant (RLS: another tenant's id finds nothing). */
export async function assertUsableLogo(tx: Tx, fileId: number) {
  const file = await findFileById(tx, fileId);
  if (!file)
    throw badRequest('Das Logo wurde nicht gefunden.', { logo_file_id: 'Das Logo wurde nicht gefunden.' });
  if (!LOGO_TYPES.includes(file.mimeType)) {
    const message = 'Als Logo eignen sich PNG- und JPEG-Bilder.';
    throw badRequest(message, { logo_file_id: message });
  }
}

/**
 * The tenant's current letterhead logo for documents, dunning notices and letters. A missing or
 * unsuitable file prints no logo rather than failing the document.
 */
export async function loadLetterheadLogo(
  deps: Pick<AppDeps, 'blobStore' | 'log'>,
  tx: Tx,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const fileId = (await findTenantSettings(tx))?.logoFileId ?? null;
  if (fileId === null) return null;
  const file = await findFileById(tx, fileId);
  if (!file || !LOGO_TYPES.includes(file.mimeType)) return null;
  try {
    const bytes = await buffer(await deps.blobStore.get(file.storageKey));
    return { bytes: new Uint8Array(bytes), contentType: file.mimeType };
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    deps.log.warn({ fileId }, 'letterhead logo missing in the store');
    return null;
  }
}
