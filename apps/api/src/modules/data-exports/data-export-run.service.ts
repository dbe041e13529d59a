import { buffer } from 'node:stream/consumers';
import { zipSync, type Zippable } from 'fflate';
import type { AppDeps } from '../../app-deps.ts';
import { newStorageKey } from '../../core/files/blob-store.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { prepareGobdExport, type ExportFile } from '../accounting/index.ts';
import { readArchivedOriginal } from '../documents/index.ts';
import {
  claimDataExport,
  failDataExport,
  findDataExport,
  finishDataExport,
  setDataExportProgress,
} from './data-exports.repository.ts';
import { prepareTenantExport } from './tenant-export.service.ts';

const compact = (date: string) => date.replaceAll('-', '');

/**
 * Runs one queued export: gathers the records in one transaction, reads the files outside it
 * (progress after each), zips everything and stores the ZIP in the blob store. Progress is
 * committed step by step so /export shows it; a failure is recorded with a German reason.
 */
export async function runDataExport(deps: AppDeps, tenantId: number, exportId: number) {
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(deps.db, tenantId, work);
  if (!(await inTenant((tx) => claimDataExport(tx, exportId)))) return;
  const progress = (share: number) =>
    inTenant((tx) => setDataExportProgress(tx, exportId, Math.max(1, Math.min(99, Math.round(share * 100)))));
  try {
    const row = (await inTenant((tx) => findDataExport(tx, exportId)))!;
    const entries: ExportFile[] = [];
    const reads: { name: string; read: () => Promise<Uint8Array> }[] = [];
    let filename: string;
    if (row.kind === 'gobd') {
      const period = { from: row.periodFrom!, to: row.periodTo! };
      const plan = await inTenant((tx) => prepareGobdExport(tx, period));
      entries.push(...plan.files);
      for (const original of plan.originals)
        reads.push({ name: original.name, read: () => readArchivedOriginal(deps, tenantId, original) });
      filename = `GoBD_${compact(period.from)}_${compact(period.to)}.zip`;
    } else {
      const plan = await inTenant((tx) => prepareTenantExport(tx, tenantId, row.createdAt));
      entries.push(...plan.files);
      for (const blob of plan.blobs)
        reads.push({
          name: blob.name,
          read: async () => new Uint8Array(await buffer(await deps.blobStore.get(blob.key))),
        });
      filename = `Kontor_Mandant_${tenantId}_${row.createdAt.toISOString().slice(0, 10).replaceAll('-', '')}.zip`;
    }
    await progress(0.3);
    for (const [index, file] of reads.entries()) {
      entries.push({ name: file.name, bytes: await file.read() });
      if (index % 10 === 9 || index === reads.length - 1)
        await progress(0.3 + (0.6 * (index + 1)) / reads.length);
    }
    const zippable: Zippable = {};
    for (const entry of entries) zippable[entry.name] = entry.bytes;
    const zip = zipSync(zippable);
    await progress(0.95);
    const blobKey = newStorageKey(tenantId);
    await deps.blobStore.put(blobKey, Buffer.from(zip));
    await inTenant((tx) => finishDataExport(tx, exportId, { filename, blobKey, sizeBytes: zip.byteLength }));
  } catch (error) {
    deps.log.error({ err: error, tenantId, exportId }, 'data export failed');
    const reason = error instanceof AppError ? error.message : 'Der Export ist fehlgeschlagen.';
    await inTenant((tx) => failDataExport(tx, exportId, reason));
  }
}
