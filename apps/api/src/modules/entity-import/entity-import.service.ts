import {
  activeCustomFields,
  importTargets,
  type ImportableEntityType,
  type ImportAnalysis,
  type ImportFile,
  type ImportPreview,
  type ImportRequest,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { listCustomFieldDefinitions } from '../custom-fields/index.ts';
import { bytesOfBase64, readCsv } from './csv/read-csv.ts';
import {
  findRecordsByEmails,
  findRecordsByNumbers,
  findReferenceCandidates,
  type ExistingRecord,
} from '../entities/index.ts';
import { suggestMapping } from './mapping/suggest-mapping.ts';
import { convertRows, type ConvertedRow } from './plan/convert-rows.ts';
import { resolveColumns, type ImportColumn } from './plan/import-columns.ts';
import { matchEmailOf } from './plan/match-email.ts';
import { planRows, totalsOf, type ImportMatches, type PlannedRow } from './plan/plan-rows.ts';
import { referenceLookups, referenceResolver } from './plan/reference-resolver.ts';

const SAMPLE_ROWS = 5;

const loadCustomFields = async (tx: Tx, type: ImportableEntityType) =>
  activeCustomFields(await listCustomFieldDefinitions(tx, type), type);

/** Reads the file and suggests which column goes to which field. Writes nothing. */
export async function analyzeImport(
  tx: Tx,
  type: ImportableEntityType,
  file: ImportFile,
): Promise<ImportAnalysis> {
  const csv = readCsv(bytesOfBase64(file.content_base64));
  const targets = importTargets(type, await loadCustomFields(tx, type));
  return {
    file_name: file.file_name,
    encoding: csv.encoding,
    has_bom: csv.hasBom,
    delimiter: csv.delimiter,
    headers: csv.headers,
    sample_rows: csv.rows.slice(0, SAMPLE_ROWS).map((r) => csv.headers.map((_, i) => r.cells[i] ?? '')),
    row_count: csv.rows.length,
    mapping: suggestMapping(type, csv.headers, targets),
    targets,
  };
}

/** The existing records the rows may mean: by the numbers and e-mails the file gives. */
async function findMatches(
  tx: Tx,
  tenantId: number,
  type: ImportableEntityType,
  rows: readonly ConvertedRow[],
): Promise<ImportMatches> {
  const numbers = [...new Set(rows.flatMap((r) => (r.number === null ? [] : [r.number])))];
  const emails = [
    ...new Set(
      rows
        .filter((r) => r.number === null)
        .map((r) => matchEmailOf(type, r))
        .filter((email): email is string => email !== null),
    ),
  ];
  const byNumber = new Map<string, ExistingRecord>();
  for (const record of await findRecordsByNumbers(tx, tenantId, type, numbers))
    if (record.number !== null) byNumber.set(record.number, record);
  const byEmail = new Map<string, ExistingRecord[]>();
  for (const { email, ...record } of await findRecordsByEmails(tx, tenantId, type, emails))
    byEmail.set(email, [...(byEmail.get(email) ?? []), record]);
  return { byNumber, byEmail };
}

/** Every row of the file checked against the schema and the tenant's records. */
export async function planImport(
  tx: Tx,
  tenantId: number,
  type: ImportableEntityType,
  request: ImportRequest,
): Promise<{ rows: PlannedRow[]; columns: ImportColumn[] }> {
  const csv = readCsv(bytesOfBase64(request.content_base64));
  const customFields = await loadCustomFields(tx, type);
  const columns = resolveColumns(type, csv.headers, request.mapping, customFields);
  const lookups = referenceLookups(columns, csv.rows);
  const candidates =
    lookups.texts.length > 0 ? await findReferenceCandidates(tx, tenantId, lookups.types, lookups.texts) : [];
  const rows = convertRows(csv.rows, columns, csv.headers.length, referenceResolver(candidates));
  const matches = await findMatches(tx, tenantId, type, rows);
  return { rows: planRows({ type, customFields, columns }, rows, matches), columns };
}

/** What an import would do, row by row. Writes nothing. */
export async function previewImport(
  tx: Tx,
  tenantId: number,
  type: ImportableEntityType,
  request: ImportRequest,
): Promise<ImportPreview> {
  const { rows: planned } = await planImport(tx, tenantId, type, request);
  return {
    totals: totalsOf(planned),
    rows: planned.map((row) => ({
      line: row.line,
      status: row.status,
      name: row.name,
      number: row.number,
      matched_id: row.matched_id,
      changes: row.changes,
      errors: row.errors,
    })),
  };
}
