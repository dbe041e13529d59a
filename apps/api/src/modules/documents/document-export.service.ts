import {
  documentStatusLabels,
  documentTypeDefinitions,
  type DocumentType,
  type exportDocuments,
} from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import {
  csvDocument,
  germanDate,
  germanDecimal,
  neutralizeFormula,
  xlsxDocument,
  type XlsxCell,
} from '../entities/index.ts';
import { DOCUMENT_ENTITY } from './document-draft.service.ts';
import { listDocumentRows } from './document-list.repository.ts';
import { toListItem } from './document-list.service.ts';
import { berlinToday } from '../../core/berlin-time.ts';

export type DocumentExportQuery = z.output<(typeof exportDocuments)['query']>;

/** More rows than this do not make a useful spreadsheet and would hold the request too long. */
export const DOCUMENT_EXPORT_LIMIT = 100_000;
const BATCH = 5000;

const header = [
  'Typ',
  'Nummer',
  'Status',
  'Kunde',
  'Belegdatum',
  'Fällig am',
  'Betreff',
  'Netto',
  'Brutto',
  'Bezahlt',
  'Offen',
];

type Item = ReturnType<typeof toListItem>;

const statusText = (item: Item) =>
  item.overdue
    ? `${documentStatusLabels[item.status]}, ${documentStatusLabels.overdue}`
    : documentStatusLabels[item.status];

const textCells = (item: Item) => [
  documentTypeDefinitions[item.type as DocumentType].label,
  item.number ?? '',
  statusText(item),
  item.customer_name ?? '',
  germanDate(item.document_date),
  item.due_date ? germanDate(item.due_date) : '',
  item.subject ?? '',
];

const moneyCells = (item: Item) => [item.net, item.gross, item.paid, item.open];

/** The filtered list as CSV (German Excel) or XLSX (real numbers and dates), in list order. */
export async function exportDocumentList(tx: Tx, actor: Actor, query: DocumentExportQuery, now = new Date()) {
  const today = berlinToday(now);
  const items: Item[] = [];
  for (let offset = 0; offset < DOCUMENT_EXPORT_LIMIT; offset += BATCH) {
    const rows = await listDocumentRows(
      tx,
      actor.tenantId,
      query,
      query.sort,
      { limit: BATCH, offset },
      today,
    );
    items.push(...rows.map((row) => toListItem(row, today)));
    if (rows.length < BATCH) break;
  }
  let body: Buffer;
  if (query.format === 'csv') {
    const rows = items.map((item) => [
      ...textCells(item).map(neutralizeFormula),
      ...moneyCells(item).map((v) => germanDecimal(v, 2)),
    ]);
    body = Buffer.from(csvDocument(header, rows), 'utf8');
  } else {
    const rows: XlsxCell[][] = items.map((item) => [
      ...textCells(item).map((text, index) =>
        (index === 4 || index === 5) && text
          ? {
              value: new Date(`${(index === 4 ? item.document_date : item.due_date)!}T00:00:00Z`),
              numFmt: 'dd.mm.yyyy',
            }
          : { value: text || null },
      ),
      ...moneyCells(item).map((v) => ({ value: Number(v), numFmt: '#,##0.00 €' })),
    ]);
    body = await xlsxDocument('Dokumente', header, rows);
  }
  await recordHistory(tx, actor, {
    entity: DOCUMENT_ENTITY,
    action: 'exported',
    note: `${items.length} Dokumente als ${query.format.toUpperCase()}`,
    broadcast: false,
  });
  return {
    filename: `dokumente-${today}.${query.format}`,
    contentType:
      query.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
