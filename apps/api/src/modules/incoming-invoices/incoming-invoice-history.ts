import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import type { FieldChanges } from '../../db/schema/index.ts';
import type { Tx } from '../../db/database.ts';

/** The history kind of incoming invoices; its change events reach members with incomingInvoices.read. */
export const INCOMING_INVOICE_ENTITY = 'incomingInvoice';

/**
 * Logs a change of an incoming invoice in the caller's transaction (history chain) and tells the
 * open lists and show pages of the tenant (realtime), so another user's upload, booking or
 * approval shows up without reloading.
 */
export const recordIncomingInvoiceChange = (
  tx: Tx,
  actor: Actor,
  id: number,
  action: string,
  changes?: FieldChanges,
) =>
  recordHistory(tx, actor, {
    entity: INCOMING_INVOICE_ENTITY,
    entityId: id,
    action,
    changes: changes ?? null,
  });
