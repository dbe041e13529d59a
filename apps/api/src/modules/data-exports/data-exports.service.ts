import type { DataExport, DataExportStart } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { DATA_EXPORT_JOB } from './data-export.job.ts';
import {
  failDataExport,
  findDataExport,
  insertDataExport,
  listDataExportRows,
  type DataExportRow,
} from './data-exports.repository.ts';

const toRecord = (row: DataExportRow, name: string | null): DataExport => ({
  id: row.id,
  kind: row.kind as DataExport['kind'],
  from: row.periodFrom,
  to: row.periodTo,
  status: row.status as DataExport['status'],
  progress: row.progress,
  error: row.error,
  filename: row.filename,
  size: row.sizeBytes,
  created_by: name,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

export async function listDataExports(tx: Tx) {
  return { items: (await listDataExportRows(tx)).map(({ row, name }) => toRecord(row, name)) };
}

/**
 * Records the export and queues its job after the commit (the job must find the row). The full
 * export holds every record of the tenant, users and settings included: it needs the settings
 * right on top of the export right.
 */
export async function startDataExport(deps: AppDeps, auth: AuthContext, input: DataExportStart) {
  if (input.kind === 'tenant' && !auth.permissions.includes('settings.write'))
    throw forbidden('Den vollständigen Export dürfen nur Personen mit Einstellungsrechten starten.');
  const row = await withTenant(deps.db, auth.tenantId, (tx) =>
    insertDataExport(tx, {
      tenantId: auth.tenantId,
      kind: input.kind,
      periodFrom: input.kind === 'gobd' ? input.from! : null,
      periodTo: input.kind === 'gobd' ? input.to! : null,
      createdBy: auth.userId,
    }),
  );
  try {
    await deps.jobs.send(DATA_EXPORT_JOB, { tenantId: auth.tenantId, exportId: row.id });
  } catch (error) {
    deps.log.error({ err: error, exportId: row.id }, 'data export not queued');
    await withTenant(deps.db, auth.tenantId, (tx) =>
      failDataExport(tx, row.id, 'Der Export konnte nicht gestartet werden. Bitte später erneut versuchen.'),
    );
  }
  return withTenant(deps.db, auth.tenantId, async (tx) => {
    const listed = (await listDataExportRows(tx)).find((r) => r.row.id === row.id);
    return toRecord(listed!.row, listed!.name);
  });
}

/** The finished ZIP of an export of the own tenant (RLS: another tenant's id is unknown). */
export async function openDataExport(deps: AppDeps, tx: Tx, id: number) {
  const row = await findDataExport(tx, id);
  if (!row) throw notFound('Diesen Export gibt es nicht.');
  if (row.status !== 'done' || !row.blobKey || !row.filename)
    throw notFound('Dieser Export ist noch nicht fertig.');
  return { filename: row.filename, stream: await deps.blobStore.get(row.blobKey) };
}
