import type { ImportableEntityType, ImportRequest, ImportResult } from '@kontor/contracts';
import { recordHistory } from '../../core/history/record-history.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { createEntity, updateEntity } from '../entities/index.ts';
import { planImport } from './entity-import.service.ts';
import type { ImportColumn } from './plan/import-columns.ts';
import type { PlannedRow } from './plan/plan-rows.ts';

// The 400 lists the problems of this many rows; the preview shows all of them.
const MAX_REPORTED_ROWS = 100;

const rowErrorKey = (line: number, column: string | null) => `rows.${line}.${column ?? '_'}`;

/** Any row with errors: 400 with every row's problems (`rows.<line>.<column>`), nothing written. */
function rejectRowErrors(planned: readonly PlannedRow[]) {
  const failed = planned.filter((r) => r.status === 'error');
  if (failed.length === 0) return;
  const fields: Record<string, string> = {};
  for (const row of failed.slice(0, MAX_REPORTED_ROWS))
    for (const error of row.errors) fields[rowErrorKey(row.line, error.column)] ??= error.message;
  const first = failed[0]!;
  const summary =
    failed.length === 1
      ? `Zeile ${first.line}: ${first.errors[0]?.message}`
      : `${failed.length} Zeilen enthalten Fehler, die erste ist Zeile ${first.line}: ${first.errors[0]?.message}`;
  throw new AppError(400, 'validation_failed', `${summary} Es wurde nichts importiert.`, fields);
}

/** A write that fails after the preview (e.g. a number taken meanwhile) names its row; the transaction rolls back. */
async function forRow<T>(row: PlannedRow, columns: readonly ImportColumn[], write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const headerOf = (path: string) => columns.find((c) => c.path === path)?.header ?? path;
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([path, message]) => [
            rowErrorKey(row.line, headerOf(path)),
            message,
          ]),
        )
      : undefined;
    const detail = error.fields ? Object.values(error.fields)[0] : error.message;
    throw new AppError(
      error.status,
      error.code,
      `Zeile ${row.line}: ${detail} Es wurde nichts importiert.`,
      fields,
    );
  }
}

/**
 * Imports the file all-or-nothing in the caller's transaction: rows with errors reject the whole
 * file; otherwise new rows are created, changed ones updated (unchanged ones left alone), and one
 * history item sums the import up. The same file a second time finds everything unchanged.
 */
export async function runImport(
  tx: Tx,
  actor: Writer,
  type: ImportableEntityType,
  request: ImportRequest,
): Promise<ImportResult> {
  const { rows: planned, columns } = await planImport(tx, actor.tenantId, type, request);
  rejectRowErrors(planned);
  const result = { created: 0, updated: 0, unchanged: 0, total: planned.length };
  for (const row of planned) {
    const input = row.input!;
    if (row.status === 'new') {
      await forRow(row, columns, () => createEntity(tx, actor, type, input));
      result.created++;
    } else if (row.status === 'update') {
      const existing = row.existing!;
      await forRow(row, columns, () =>
        updateEntity(tx, actor, type, existing.id, { ...input, version: existing.version }),
      );
      result.updated++;
    } else result.unchanged++;
  }
  await recordHistory(tx, actor, {
    entity: type,
    action: 'imported',
    note: `${result.created} neu, ${result.updated} aktualisiert, ${result.unchanged} unverändert`,
  });
  return result;
}
