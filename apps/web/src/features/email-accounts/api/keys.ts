import { tenantKey } from '../../../lib/query-keys.ts';

// Area = the history entity `email_accounts`, so someone else's change refreshes these queries.
export const emailAccountsKey = (tenantId: number) => tenantKey(tenantId, 'email_accounts');
export const emailAccountKey = (tenantId: number, id: number) => tenantKey(tenantId, 'email_accounts', id);

// Under the documents area: a realtime change of the document (entity `document`) refreshes it.
export const documentEmailsKey = (tenantId: number, documentId: number) =>
  tenantKey(tenantId, 'documents', documentId, 'emails');
