import type { AppDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../core/jobs/index.ts';
import { runDataExport } from './data-export-run.service.ts';

export const DATA_EXPORT_JOB = 'data-export';

/** One export per job, started from /export; the row says which tenant and export. */
export const dataExportJob: JobDefinition<{ tenantId: number; exportId: number }> = {
  name: DATA_EXPORT_JOB,
  handle: (deps: AppDeps, data) => runDataExport(deps, data.tenantId, data.exportId),
};
