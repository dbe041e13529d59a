import { mailImportOutcomes, type MailImport } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { listRecentMailImports } from './support.repository.ts';

/** How many of the newest handed-over mails the settings screen shows. */
export const MAIL_IMPORT_LIST_LIMIT = 50;

export async function listMailImports(tx: Tx): Promise<{ items: MailImport[] }> {
  const rows = await listRecentMailImports(tx, MAIL_IMPORT_LIST_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      account_name: row.accountName,
      account_purpose: row.accountPurpose,
      from_address: row.fromAddress,
      subject: row.subject,
      outcome: (mailImportOutcomes as readonly string[]).includes(row.outcome)
        ? (row.outcome as MailImport['outcome'])
        : 'failed',
      reason: row.reason,
      ticket:
        row.ticketId !== null && row.ticketNumber ? { id: row.ticketId, number: row.ticketNumber } : null,
      incoming_invoice_ids: row.invoiceIds,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
