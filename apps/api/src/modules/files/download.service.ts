import type { Tx } from '../../db/database.ts';
import type { StoredFile } from '../document-output/index.ts';
import { findFileById } from './files.repository.ts';
import { fileNotFound } from './files.service.ts';

export const uploadMissing = 'Der Inhalt der Datei fehlt im Speicher. Bitte laden Sie die Datei erneut hoch.';

/** The file's row (RLS: only the caller's tenant) as a stored file for `sendStoredFile`. */
export async function findDownload(tx: Tx, id: number): Promise<StoredFile> {
  const file = await findFileById(tx, id);
  if (!file) throw fileNotFound();
  return {
    blobKey: file.storageKey,
    name: file.name,
    contentType: file.mimeType,
    sha256: file.sha256,
    size: file.sizeBytes,
  };
}
