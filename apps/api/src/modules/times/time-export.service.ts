import Big from 'big.js';
import { timeEntryStatusLabels, type exportTimeEntries } from '@kontor/contracts';
import type { z } from 'zod';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import {
  csvDocument,
  germanDate,
  germanDecimal,
  neutralizeFormula,
  xlsxDocument,
  type XlsxCell,
} from '../entities/index.ts';
import { filterOf, TIME_ENTRY_ENTITY, TIME_LIST_LIMIT } from './time-entries.service.ts';
import { toTimeEntries } from './time-entry-mapper.ts';
import { listEntryRows } from './times.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

type ExportQuery = z.output<(typeof exportTimeEntries)['query']>;

const header = [
  'Datum',
  'Mitarbeiter',
  'Beginn',
  'Ende',
  'Projekt',
  'Kunde',
  'Leistung',
  'Text',
  'Abrechenbar',
  'Status',
  'Stunden',
  'Stundensatz',
];

/** The filtered time entries as CSV (German Excel) or XLSX (real numbers and dates). */
export async function exportTimeEntryList(tx: Tx, writer: Writer, query: ExportQuery) {
  const rows = await listEntryRows(tx, writer.tenantId, await filterOf(tx, writer, query), TIME_LIST_LIMIT);
  const items = await toTimeEntries(tx, writer.tenantId, rows);
  const text = (e: (typeof items)[number]) => [
    germanDate(e.date),
    e.profile_name,
    e.start ?? '',
    e.end ?? '',
    e.project_name ?? '',
    e.customer_name ?? '',
    e.article_name ?? '',
    e.description ?? '',
    e.billable ? 'Ja' : 'Nein',
    timeEntryStatusLabels[e.status],
  ];
  const hours = (e: (typeof items)[number]) => new Big(e.duration_minutes).div(60).round(2, Big.roundHalfUp);
  let body: Buffer;
  if (query.format === 'csv') {
    const lines = items.map((e) => [
      ...text(e).map(neutralizeFormula),
      germanDecimal(hours(e).toFixed(2), 2),
      e.rate === null ? '' : germanDecimal(e.rate, 2),
    ]);
    body = Buffer.from(csvDocument(header, lines), 'utf8');
  } else {
    const lines: XlsxCell[][] = items.map((e) => [
      { value: new Date(`${e.date}T00:00:00Z`), numFmt: 'dd.mm.yyyy' },
      ...text(e)
        .slice(1)
        .map((value) => ({ value: value || null })),
      { value: Number(hours(e).toFixed(2)), numFmt: '#,##0.00' },
      e.rate === null ? { value: null } : { value: Number(e.rate), numFmt: '#,##0.00 €' },
    ]);
    body = await xlsxDocument('Zeiten', header, lines);
  }
  await recordHistory(tx, writer, {
    entity: TIME_ENTRY_ENTITY,
    action: 'exported',
    note: `${items.length} Zeiteinträge als ${query.format.toUpperCase()}`,
    broadcast: false,
  });
  return {
    filename: `zeiten-${berlinToday()}.${query.format}`,
    contentType:
      query.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
