import type { SerialInvoiceRun } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { listDocumentNumbers } from '../documents/index.ts';
import { findEntityRecords } from '../entities/index.ts';
import { toSerialInvoiceRun } from './serial-invoice-mapper.ts';
import type { SerialRunRow } from './serial-invoices.repository.ts';

/** Names of the customers of templates, by customer id (a removed customer has none). */
export async function customerNamesOf(tx: Tx, customerIds: readonly number[]): Promise<Map<number, string>> {
  const customers = await findEntityRecords(tx, customerIds);
  return new Map(customers.filter((c) => c.type === 'customers').map((c) => [c.id, c.name]));
}

/** Runs as the API shows them, with the numbers of the invoices they wrote. */
export async function toSerialInvoiceRuns(
  tx: Tx,
  rows: readonly SerialRunRow[],
): Promise<SerialInvoiceRun[]> {
  const documentIds = rows.flatMap((r) => (r.documentId === null ? [] : [r.documentId]));
  const numbers = new Map((await listDocumentNumbers(tx, documentIds)).map((d) => [d.id, d.number]));
  return rows.map((run) =>
    toSerialInvoiceRun(run, run.documentId === null ? null : (numbers.get(run.documentId) ?? null)),
  );
}
