import { buffer } from 'node:stream/consumers';
import { detectStatementFormat, statementTransactions, type BankStatement } from '@kontor/banking';
import type { BankImportJob } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { newStorageKey } from '../../core/files/blob-store.ts';
import { AppError, badRequest, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { findAccountRow } from './bank-accounts.repository.ts';
import { bankAccountNotFound } from './bank-accounts.service.ts';
import {
  claimBankImportJob,
  failBankImportJob,
  findBankImportJob,
  finishBankImportJob,
  insertBankImportJob,
  setBankImportProgress,
  type BankImportJobRow,
} from './bank-import-jobs.repository.ts';
import { readBankCsv } from './csv-import.service.ts';
import { importStatements, readBankFile } from './statement-import.service.ts';

export const BANK_IMPORT_JOB = 'bank-statement-import';

const toRecord = (row: BankImportJobRow): BankImportJob => ({
  job_id: row.id,
  bank_account_id: row.bankAccountId,
  file_name: row.fileName,
  status: row.status as BankImportJob['status'],
  done: row.done,
  total: row.total,
  result: row.result,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

const noMapping =
  'Für dieses Konto ist noch keine CSV-Spaltenzuordnung gespeichert. Bitte zuerst die Spalten zuordnen.';

/**
 * Stores a big bank file in the blob store, records the import job and queues it after the commit
 * (the job must find the row). What can be refused at once is refused at once: an unknown account,
 * a CSV export without a saved column mapping (the screen then opens the mapping dialog).
 */
export async function startBankImport(
  deps: AppDeps,
  auth: AuthContext,
  accountId: number,
  file: { bytes: Uint8Array; fileName: string | null },
): Promise<BankImportJob> {
  const blobKey = newStorageKey(auth.tenantId);
  await withTenant(deps.db, auth.tenantId, async (tx) => {
    const account = await findAccountRow(tx, auth.tenantId, accountId);
    if (!account) throw bankAccountNotFound();
    if (detectStatementFormat(file.bytes) === 'csv' && !account.csvMapping)
      throw badRequest(noMapping, { csv_mapping: noMapping });
  });
  await deps.blobStore.put(blobKey, Buffer.from(file.bytes));
  const row = await withTenant(deps.db, auth.tenantId, (tx) =>
    insertBankImportJob(tx, {
      tenantId: auth.tenantId,
      bankAccountId: accountId,
      fileName: file.fileName,
      blobKey,
      sizeBytes: file.bytes.byteLength,
      createdBy: auth.userId,
    }),
  );
  try {
    await deps.jobs.send(BANK_IMPORT_JOB, { tenantId: auth.tenantId, jobId: row.id });
  } catch (error) {
    deps.log.error({ err: error, jobId: row.id }, 'bank import not queued');
    await withTenant(deps.db, auth.tenantId, (tx) =>
      failBankImportJob(
        tx,
        row.id,
        'Der Import konnte nicht gestartet werden. Bitte später erneut versuchen.',
      ),
    );
  }
  return withTenant(deps.db, auth.tenantId, async (tx) => toRecord((await findBankImportJob(tx, row.id))!));
}

export async function getBankImportJob(tx: Tx, id: number): Promise<BankImportJob> {
  const row = await findBankImportJob(tx, id);
  if (!row) throw notFound('Diesen Import gibt es nicht.');
  return toRecord(row);
}

/**
 * Runs one queued import: reads the stored file, then imports it exactly as the upload does, in
 * one transaction — a failure leaves no entry behind and is recorded with a German reason. The
 * progress (entries done of all) is committed beside the import's transaction, not inside it.
 */
export async function runBankImport(deps: AppDeps, tenantId: number, jobId: number) {
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(deps.db, tenantId, work);
  if (!(await inTenant((tx) => claimBankImportJob(tx, jobId)))) return;
  try {
    const row = (await inTenant((tx) => findBankImportJob(tx, jobId)))!;
    const actor = { tenantId, userId: row.createdBy };
    const bytes = new Uint8Array(await buffer(await deps.blobStore.get(row.blobKey)));
    const statements: BankStatement[] =
      detectStatementFormat(bytes) === 'csv'
        ? await inTenant((tx) => readBankCsv(tx, actor, row.bankAccountId, bytes))
        : await readBankFile(bytes);
    const total = statementTransactions(statements).length;
    await inTenant((tx) => setBankImportProgress(tx, jobId, 0, total));
    // Progress writes queue behind each other and never hold up the import; on PGlite (one
    // connection) they run once the import has committed.
    let written = Promise.resolve();
    const progress = (done: number, all: number) => {
      written = written
        .then(() => inTenant((tx) => setBankImportProgress(tx, jobId, done, all)))
        .then(
          () => undefined,
          (error: unknown) => deps.log.warn({ err: error, jobId }, 'bank import progress not written'),
        );
    };
    const result = await inTenant((tx) =>
      importStatements(tx, actor, row.bankAccountId, statements, row.fileName, progress),
    );
    await written;
    await inTenant((tx) => finishBankImportJob(tx, jobId, result, total));
    await deps.blobStore.delete(row.blobKey);
  } catch (error) {
    deps.log.error({ err: error, tenantId, jobId }, 'bank import failed');
    const reason =
      error instanceof AppError ? error.message : 'Der Import des Kontoauszugs ist fehlgeschlagen.';
    await inTenant((tx) => failBankImportJob(tx, jobId, reason));
  }
}
