import type { AppDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../core/jobs/index.ts';
import { BANK_IMPORT_JOB, runBankImport } from './bank-import-jobs.service.ts';

/** One big bank file per job, queued by the statement upload; the row says which tenant and job. */
export const bankImportJob: JobDefinition<{ tenantId: number; jobId: number }> = {
  name: BANK_IMPORT_JOB,
  handle: (deps: AppDeps, data) => runBankImport(deps, data.tenantId, data.jobId),
};
