import Big from 'big.js';
import {
  documentTypes,
  hasOpenAmount,
  refundTypes,
  roundMoney,
  type DocumentList,
  type DocumentSums,
  type ZDocumentFilter,
  type DocumentStatus,
  type DocumentType,
  type ZDocumentListQuery,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { isOverdue, openAmount } from './document-mapper.ts';
import { decodeDocumentCursor, encodeDocumentCursor } from './document-list-cursor.ts';
import { listDocumentRows, sumDocumentGroups, type DocumentListRow } from './document-list.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

export type DocumentListParams = z.output<typeof ZDocumentListQuery>;
export type DocumentFilterParams = z.output<typeof ZDocumentFilter>;

export const toListItem = (row: DocumentListRow, today: string) => {
  const amounts = {
    type: row.type,
    status: row.status,
    payableTotal: row.payableTotal,
    paidTotal: row.paidTotal,
  };
  return {
    id: row.id,
    type: row.type as DocumentType,
    status: row.status as DocumentStatus,
    overdue: isOverdue({ ...amounts, dueDate: row.dueDate }, today),
    number: row.number,
    customer_id: row.customerId,
    customer_name: row.customerName,
    document_date: row.documentDate,
    due_date: row.dueDate,
    subject: row.subject,
    paid: row.paidTotal,
    open: openAmount(amounts),
    dunning_level: row.dunningLevel,
    updated_at: row.updatedAt.toISOString(),
    net: row.net,
    gross: row.gross,
  };
};

type SumGroup = Awaited<ReturnType<typeof sumDocumentGroups>>[number];

/** Totals of the groups: credit notes and cancellations negative, open as `openAmount` says. */
export function sumGroups(groups: readonly SumGroup[]) {
  let [total, net, gross, open] = [0, new Big(0), new Big(0), new Big(0)];
  for (const g of groups) {
    const sign = refundTypes.includes(g.type as DocumentType) ? -1 : 1;
    total += g.count;
    net = net.plus(new Big(g.net).times(sign));
    gross = gross.plus(new Big(g.gross).times(sign));
    open = open.plus(openAmount({ type: g.type, status: g.status, payableTotal: g.rest, paidTotal: '0' }));
  }
  return { total, sums: { net: roundMoney(net), gross: roundMoney(gross), open: roundMoney(open) } };
}

/** `sumGroups` per document type, in the registry's order. */
export function sumGroupsByType(groups: readonly SumGroup[]) {
  return documentTypes.flatMap((type) => {
    const ofType = groups.filter((g) => g.type === type);
    if (ofType.length === 0) return [];
    const { total, sums } = sumGroups(ofType);
    return [{ type, count: total, ...sums, open: hasOpenAmount(type) ? sums.open : null }];
  });
}

/** Count and sums over every document the filter matches (the list screen asks once per filter). */
export async function sumDocuments(
  tx: Tx,
  tenantId: number,
  filter: DocumentFilterParams,
  today = berlinToday(),
): Promise<DocumentSums> {
  const groups = await sumDocumentGroups(tx, tenantId, filter, today);
  const { total, sums } = sumGroups(groups);
  return { total, sums, sums_by_type: sumGroupsByType(groups) };
}

/** One page of documents, with count and sums over all matching ones unless `sums=false`. */
export async function listDocuments(
  tx: Tx,
  tenantId: number,
  query: DocumentListParams,
  today = berlinToday(),
): Promise<DocumentList> {
  const cursor = query.cursor === undefined ? undefined : decodeDocumentCursor(query.cursor, query.sort);
  // One row more than the page: a cursor only when another page really follows.
  const fetched = await listDocumentRows(
    tx,
    tenantId,
    query,
    query.sort,
    { ...query, limit: query.limit + 1, cursor },
    today,
  );
  const rows = fetched.slice(0, query.limit);
  const last = fetched.length > query.limit ? rows.at(-1) : undefined;
  const page = {
    items: rows.map((row) => toListItem(row, today)),
    next_cursor: last
      ? encodeDocumentCursor({ sort: query.sort, value: last.cursorValue, id: last.id })
      : null,
  };
  return query.sums === 'false' ? page : { ...page, ...(await sumDocuments(tx, tenantId, query, today)) };
}
