import type { EmailRecipient } from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findRecipientRows } from './emails.repository.ts';

/** Each address of the matching customers and contacts once (a customer may have two). */
export async function searchRecipients(tx: Tx, term: string): Promise<{ items: EmailRecipient[] }> {
  const items: EmailRecipient[] = [];
  for (const row of await findRecipientRows(tx, term)) {
    const kind = row.type === 'contacts' ? 'contacts' : 'customers';
    const customerId = kind === 'customers' ? row.id : row.companyId;
    const addresses = [...new Set([row.email, row.invoiceEmail].filter((a): a is string => !!a))];
    for (const address of addresses) {
      items.push({ name: row.name, address, kind, entity_id: row.id, customer_id: customerId });
    }
  }
  return { items };
}
