import {
  entityRegistry,
  type EntityRecord,
  type EntityType,
  type ZEntityExportQuery,
} from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import { chooseExportColumns } from './entity-export-columns.ts';
import { formatExportValue, neutralizeFormulaFor, xlsxCell, type Refs } from './entity-export-format.ts';
import { csvDocument } from './entity-csv.ts';
import { loadCustomFields } from './entity-custom-fields.ts';
import { listEntityRows } from './entity-list.repository.ts';
import { planEntityList, type ListPlan } from './entity-list-query.ts';
import { recordFieldsOf, toEntityRecord } from './entity-record.ts';
import { resolveRefNames } from './entity-references.ts';
import { xlsxDocument } from './entity-xlsx.ts';
import { berlinToday } from '../../core/berlin-time.ts';

export type EntityExportQuery = z.output<typeof ZEntityExportQuery>;

/** More rows than this do not make a useful spreadsheet and would hold the request too long. */
export const EXPORT_LIMIT = 100_000;
const BATCH_SIZE = 2000;

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer;
  rowCount: number;
}

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `kunden-2026-11-22.xlsx`. */
export const exportFilename = (type: EntityType, format: 'csv' | 'xlsx', now: Date) =>
  `${slug(entityRegistry[type].label)}-${berlinToday(now)}.${format}`;

/** All matching records in list order, in batches (keyset for column sorts), at most EXPORT_LIMIT. */
async function loadAll(
  tx: Tx,
  tenantId: number,
  type: EntityType,
  plan: ListPlan,
  fields: ReturnType<typeof recordFieldsOf>,
) {
  const records: EntityRecord[] = [];
  const refs: Refs = {};
  let after: { value: string; id: number } | undefined;
  while (records.length < EXPORT_LIMIT) {
    const limit = Math.min(BATCH_SIZE, EXPORT_LIMIT - records.length);
    const rows = await listEntityRows(tx, tenantId, type, plan, {
      limit,
      offset: after ? 0 : records.length,
      after,
    });
    Object.assign(
      refs,
      await resolveRefNames(
        tx,
        tenantId,
        fields,
        rows.map((r) => r.row),
      ),
    );
    records.push(...rows.map((r) => toEntityRecord(r.row)));
    if (rows.length < limit) break;
    const last = rows.at(-1)!;
    after =
      plan.sort.by === 'column' && last.sortValue !== null
        ? { value: last.sortValue, id: last.row.id }
        : undefined;
  }
  return { records, refs };
}

const exportNote = (count: number, format: string, plan: ListPlan) =>
  [
    `${count} ${count === 1 ? 'Datensatz' : 'Datensätze'} als ${format.toUpperCase()} exportiert`,
    plan.search ? `Suche „${plan.search}“` : null,
    plan.filters.length > 0 ? `Filter: ${plan.filters.map((f) => f.field.field.label).join(', ')}` : null,
    count >= EXPORT_LIMIT ? `auf ${EXPORT_LIMIT.toLocaleString('de-DE')} begrenzt` : null,
  ]
    .filter(Boolean)
    .join(', ') + '.';

/**
 * The list (same search, filters, sort) as CSV or XLSX with German headers and values. GoBD
 * wants data leaving the system traced: the export is written to the history.
 */
export async function exportEntities(
  tx: Tx,
  actor: Actor,
  type: EntityType,
  query: EntityExportQuery,
  now = new Date(),
): Promise<ExportFile> {
  const { active } = await loadCustomFields(tx, type);
  const plan = planEntityList(type, query, active);
  const columns = chooseExportColumns(type, active, query.columns);
  const { records, refs } = await loadAll(tx, actor.tenantId, type, plan, recordFieldsOf(type, active));
  const header = columns.map((c) => c.label);
  const body =
    query.format === 'csv'
      ? Buffer.from(
          csvDocument(
            header,
            records.map((r) =>
              columns.map((c) => neutralizeFormulaFor(c, formatExportValue(c, c.value(r), refs))),
            ),
          ),
        )
      : await xlsxDocument(
          entityRegistry[type].label,
          header,
          records.map((r) => columns.map((c) => xlsxCell(c, c.value(r), refs))),
        );
  await recordHistory(tx, actor, {
    entity: type,
    action: 'exported',
    note: exportNote(records.length, query.format, plan),
    // Nothing changed: open screens need not reload.
    broadcast: false,
  });
  return {
    filename: exportFilename(type, query.format, now),
    contentType:
      query.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
    rowCount: records.length,
  };
}
