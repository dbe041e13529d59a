import { tenantKey } from '../../../lib/query-keys.ts';

// Key [2] 'documents': the realtime entity `document` maps to it, so changes by someone else (another
// browser, a serial-invoice run, a payment) refresh lists and open documents without reloading.
export const documentKeys = {
  all: (tenantId: number) => tenantKey(tenantId, 'documents'),
  list: (tenantId: number, query: object) => tenantKey(tenantId, 'documents', 'list', query),
  sums: (tenantId: number, query: object) => tenantKey(tenantId, 'documents', 'sums', query),
  detail: (tenantId: number, id: number) => tenantKey(tenantId, 'documents', 'detail', id),
  preview: (tenantId: number, id: number, version: number) =>
    tenantKey(tenantId, 'documents', 'preview', id, version),
  validation: (tenantId: number, id: number, version: number) =>
    tenantKey(tenantId, 'documents', 'validation', id, version),
  customerSummary: (tenantId: number, customerId: number) =>
    tenantKey(tenantId, 'documents', 'customerSummary', customerId),
  history: (tenantId: number, id: number) => tenantKey(tenantId, 'history', 'record', 'document', id),
  articles: (tenantId: number, term: string) => tenantKey(tenantId, 'articles', 'documentLineSearch', term),
};

// Not under the documents area: the proposal is made once per opened dialog; refreshing it after
// a failed send would throw away what the user typed.
export const documentEmailDraftKey = (tenantId: number, documentId: number) =>
  tenantKey(tenantId, 'emailDraft', documentId);
