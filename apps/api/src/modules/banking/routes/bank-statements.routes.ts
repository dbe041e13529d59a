import { detectStatementFormat } from '@kontor/banking';
import {
  BANK_IMPORT_JOB_BYTES,
  getBankImportJob,
  getBankStatement,
  importBankStatement,
  listBankStatements,
  previewBankCsv,
} from '@kontor/contracts';
import { actorOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import * as importJobs from '../bank-import-jobs.service.ts';
import * as statements from '../bank-statements.service.ts';
import * as csv from '../csv-import.service.ts';
import { importStatements, readBankFile } from '../statement-import.service.ts';
import { receiveBankFile } from './receive-bank-file.ts';

export const importBankStatementRoute = defineRoute(
  importBankStatement,
  async ({ params, auth, deps, request, reply }) => {
    const file = await receiveBankFile(request);
    if (file.bytes.byteLength >= BANK_IMPORT_JOB_BYTES) {
      const job = await importJobs.startBankImport(deps, auth, params.id, file);
      reply.status(202);
      return job;
    }
    // CSV needs the account's saved column mapping; CAMT and MT940 are read before the transaction.
    const read = detectStatementFormat(file.bytes) === 'csv' ? null : await readBankFile(file.bytes);
    return withTenant(deps.db, auth.tenantId, async (tx) =>
      importStatements(
        tx,
        actorOf(auth),
        params.id,
        read ?? (await csv.readBankCsv(tx, actorOf(auth), params.id, file.bytes)),
        file.fileName,
      ),
    );
  },
);

export const previewBankCsvRoute = defineRoute(previewBankCsv, async ({ params, auth, deps, request }) => {
  const file = await receiveBankFile(request);
  return withTenant(deps.db, auth.tenantId, (tx) =>
    csv.previewBankCsv(tx, actorOf(auth), params.id, file.bytes),
  );
});

export const listBankStatementsRoute = defineRoute(listBankStatements, async ({ query, auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) =>
    statements.listBankStatements(tx, actorOf(auth), query),
  ),
}));

export const getBankStatementRoute = defineRoute(getBankStatement, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => statements.getBankStatement(tx, actorOf(auth), params.id)),
);

export const getBankImportJobRoute = defineRoute(getBankImportJob, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => importJobs.getBankImportJob(tx, params.id)),
);
