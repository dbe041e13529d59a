import {
  entityDefaults,
  entityDisplayName,
  entityInputSchema,
  entityRegistry,
  type EntityInput,
  type FieldDefinition,
  type ImportableEntityType,
  type ImportPreviewRow,
  type ImportRowError,
  type ImportTotals,
} from '@kontor/contracts';
import type { ExistingRecord } from '../../entities/index.ts';
import type { ConvertedRow } from './convert-rows.ts';
import { changedFields } from './changed-fields.ts';
import { markDuplicates } from './duplicate-rows.ts';
import type { ImportColumn } from './import-columns.ts';
import { matchEmailOf } from './match-email.ts';

export interface ImportMatches {
  byNumber: ReadonlyMap<string, ExistingRecord>;
  /** Lower-case e-mail → every record of the type with it. */
  byEmail: ReadonlyMap<string, readonly ExistingRecord[]>;
}

export interface PlanContext {
  type: ImportableEntityType;
  customFields: readonly FieldDefinition[];
  columns: readonly ImportColumn[];
}

type InputSchema = ReturnType<typeof entityInputSchema>;

/** A row as the preview shows it, plus what the import writes. */
export interface PlannedRow extends ImportPreviewRow {
  /** The validated record (new, or existing merged with the file's values); null on errors. */
  input: EntityInput | null;
  existing: ExistingRecord | null;
}

/** Idempotency: by number when the file gives one, else by e-mail (not for articles). */
function findExisting(context: PlanContext, row: ConvertedRow, matches: ImportMatches) {
  if (row.number !== null) return { existing: matches.byNumber.get(row.number) ?? null };
  const email = matchEmailOf(context.type, row);
  const candidates = email ? (matches.byEmail.get(email) ?? []) : [];
  if (candidates.length <= 1) return { existing: candidates[0] ?? null };
  const { label, numberLabel, number } = entityRegistry[context.type];
  const hint =
    number === 'none' ? 'Die Zeile lässt sich keinem zuordnen.' : `Bitte die ${numberLabel} angeben.`;
  const column = context.columns.find((c) => c.path === 'data.email')?.header ?? null;
  return {
    existing: null,
    error: { column, message: `Mehrere vorhandene ${label} haben die E-Mail-Adresse ${email}. ${hint}` },
  };
}

/** A file row without a company but with a last name is a private person, not a company without name. */
function inferredKind(context: PlanContext, row: ConvertedRow): Record<string, unknown> {
  if (context.type !== 'customers' && context.type !== 'vendors') return {};
  if (row.given.has('data.kind') || row.data.company_name || !row.data.last_name) return {};
  return { kind: 'person' };
}

function validationErrors(
  context: PlanContext,
  issues: readonly { path: PropertyKey[]; message: string }[],
  known: readonly ImportRowError[],
): ImportRowError[] {
  const headerOf = new Map(context.columns.map((c) => [c.path, c.header]));
  const explained = new Set(known.map((e) => e.column));
  const errors: ImportRowError[] = [];
  for (const issue of issues) {
    const column = headerOf.get(issue.path.map(String).join('.')) ?? null;
    if (column !== null && explained.has(column)) continue;
    if (errors.some((e) => e.column === column && e.message === issue.message)) continue;
    errors.push({ column, message: issue.message });
  }
  return errors;
}

/** Errors read left to right like the file; those without a column come last. */
const columnOrder = (context: PlanContext, error: ImportRowError) =>
  error.column === null
    ? Number.MAX_SAFE_INTEGER
    : (context.columns.find((c) => c.header === error.column)?.index ?? Number.MAX_SAFE_INTEGER);

function planRow(
  context: PlanContext,
  schema: InputSchema,
  row: ConvertedRow,
  matches: ImportMatches,
): PlannedRow {
  const { type, customFields } = context;
  const match = findExisting(context, row, matches);
  const existing = match.existing;
  const merged = {
    number: row.number ?? existing?.number ?? null,
    data: existing
      ? { ...existing.data, ...row.data }
      : { ...entityDefaults(type), ...inferredKind(context, row), ...row.data },
    custom: { ...existing?.custom, ...row.custom },
  };
  const result = schema.safeParse(merged);
  const errors = [...row.errors, ...(match.error ? [match.error] : [])];
  if (!result.success) errors.push(...validationErrors(context, result.error.issues, errors));
  errors.sort((a, b) => columnOrder(context, a) - columnOrder(context, b));
  const input = result.success ? result.data : null;
  const changes = existing && input ? changedFields(type, customFields, existing, input) : [];
  return {
    line: row.line,
    status: errors.length > 0 ? 'error' : !existing ? 'new' : changes.length > 0 ? 'update' : 'unchanged',
    name: entityDisplayName(type, input?.data ?? merged.data),
    number: input?.number ?? merged.number,
    matched_id: existing?.id ?? null,
    changes,
    errors,
    input: errors.length > 0 ? null : input,
    existing,
  };
}

/** Every row's status, errors and (if clean) the record to write. */
export function planRows(context: PlanContext, rows: readonly ConvertedRow[], matches: ImportMatches) {
  // Built once: a zod schema takes far longer to build than to run.
  const schema = entityInputSchema(context.type, context.customFields);
  const planned = rows.map((row) => planRow(context, schema, row, matches));
  markDuplicates(context, rows, planned);
  return planned;
}

export function totalsOf(rows: readonly Pick<ImportPreviewRow, 'status'>[]): ImportTotals {
  const totals = { total: rows.length, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) totals[row.status]++;
  return totals;
}
