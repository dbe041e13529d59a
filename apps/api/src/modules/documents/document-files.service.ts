import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { readStoredFile, type OutputFile, type StoredFile } from '../document-output/index.ts';
import { currentTenantId, listArchive } from './documents.repository.ts';
import type { ArchiveKind } from './rendering/output-types.ts';

/** The archive row of one output of a document as a stored file, or null when there is none. */
export async function findArchivedFile(
  tx: Tx,
  tenantId: number,
  id: number,
  kind: ArchiveKind,
): Promise<StoredFile | null> {
  const entry = (await listArchive(tx, tenantId, id)).find((a) => a.kind === kind);
  if (!entry) return null;
  return {
    blobKey: entry.blobKey,
    name: entry.filename,
    contentType: entry.contentType,
    sha256: entry.sha256,
    size: entry.size,
  };
}

/** An archived output of a finalized document with its bytes, or null when there is none. */
export async function loadArchivedFile(
  deps: AppDeps,
  tx: Tx,
  id: number,
  kind: ArchiveKind,
): Promise<OutputFile | null> {
  const tenantId = await currentTenantId(tx);
  const file = await findArchivedFile(tx, tenantId, id, kind);
  if (!file) return null;
  const bytes = await readStoredFile(deps, tenantId, file);
  return { kind, filename: file.name, contentType: file.contentType, bytes };
}
