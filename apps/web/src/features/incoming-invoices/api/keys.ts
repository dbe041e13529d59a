import { tenantKey } from '../../../lib/query-keys.ts';

/** Every incoming-invoice query starts with this key: a write refreshes the whole area. */
export const incomingInvoicesKey = (tenantId: number) => tenantKey(tenantId, 'incomingInvoices');
