import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecord, findEntityRecords } from '../entities/index.ts';

export interface Booking {
  project_id: number | null;
  customer_id: number | null;
  article_id: number | null;
}

const checks = [
  { field: 'project_id', type: 'projects', message: 'Das Projekt wurde nicht gefunden.' },
  { field: 'customer_id', type: 'customers', message: 'Der Kunde wurde nicht gefunden.' },
  { field: 'article_id', type: 'articles', message: 'Die Leistung wurde nicht gefunden.' },
] as const;

/**
 * Checks that project, customer and article exist in the tenant with the right type (400 on the
 * field otherwise) and fills the customer from the project when none was given.
 */
export async function resolveBooking<T extends Booking>(tx: Tx, booking: T): Promise<T> {
  const found: Record<string, Awaited<ReturnType<typeof findEntityRecord>>> = {};
  for (const { field, type, message } of checks) {
    const id = booking[field];
    if (id === null) continue;
    const record = await findEntityRecord(tx, type, id);
    if (!record) throw badRequest(message, { [field]: message });
    found[field] = record;
  }
  const projectCustomer = found.project_id?.data.customer;
  if (booking.customer_id === null && typeof projectCustomer === 'number')
    return { ...booking, customer_id: projectCustomer };
  return booking;
}

/** Names of the referenced records and profiles, for answers and exports. */
export async function namesOf(tx: Tx, ids: readonly (number | null)[]) {
  const rows = await findEntityRecords(
    tx,
    ids.filter((id): id is number => id !== null),
  );
  return new Map(rows.map((row) => [row.id, row]));
}
