import type { Document, DocumentType } from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** The document endpoints that answer with a document; the hooks wrap them with cache updates. */
export const documentCalls = {
  create: (api: ApiClient, body: Record<string, unknown>) =>
    api.request<Document>('POST', '/api/documents', { body }),
  update: (api: ApiClient, { id, body }: { id: number; body: Record<string, unknown> }) =>
    api.request<Document>('PUT', `/api/documents/${id}`, { body }),
  finalize: (api: ApiClient, { id, version }: { id: number; version: number }) =>
    api.request<Document>('POST', `/api/documents/${id}/finalize`, { body: { version } }),
  cancel: (api: ApiClient, { id, reason }: { id: number; reason: string | null }) =>
    api.request<Document>('POST', `/api/documents/${id}/cancel`, { body: { reason } }),
  creditNote: (api: ApiClient, { id }: { id: number }) =>
    api.request<Document>('POST', `/api/documents/${id}/credit-note`),
  convert: (api: ApiClient, { id, type }: { id: number; type: DocumentType }) =>
    api.request<Document>('POST', `/api/documents/${id}/convert`, { body: { type } }),
  setStatus: (api: ApiClient, { id, status }: { id: number; status: 'accepted' | 'rejected' | 'sent' }) =>
    api.request<Document>('POST', `/api/documents/${id}/status`, { body: { status } }),
  addPayment: (
    api: ApiClient,
    {
      id,
      payment,
    }: {
      id: number;
      payment: { amount: string; paid_on: string; method: string | null; note: string | null };
    },
  ) => api.request<Document>('POST', `/api/documents/${id}/payments`, { body: payment }),
  removePayment: (api: ApiClient, { id, paymentId }: { id: number; paymentId: number }) =>
    api.request<Document>('DELETE', `/api/documents/${id}/payments/${paymentId}`),
};
