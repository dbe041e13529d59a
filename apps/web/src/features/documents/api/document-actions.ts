import {
  addDocumentPayment,
  cancelDocument,
  type ContractBody,
  convertDocument,
  createCreditNote,
  createDocument,
  type DocumentType,
  duplicateDocument,
  finalizeDocument,
  removeDocumentPayment,
  setDocumentStatus,
  updateDocument,
} from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** The document endpoints that answer with a document; the hooks wrap them with cache updates. */
export const documentCalls = {
  create: (api: ApiClient, body: ContractBody<typeof createDocument>) => api.call(createDocument, { body }),
  update: (api: ApiClient, { id, body }: { id: number; body: ContractBody<typeof updateDocument> }) =>
    api.call(updateDocument, { params: { id }, body }),
  finalize: (api: ApiClient, { id, version }: { id: number; version: number }) =>
    api.call(finalizeDocument, { params: { id }, body: { version } }),
  cancel: (api: ApiClient, { id, reason }: { id: number; reason: string | null }) =>
    api.call(cancelDocument, { params: { id }, body: { reason } }),
  creditNote: (api: ApiClient, { id }: { id: number }) => api.call(createCreditNote, { params: { id } }),
  convert: (api: ApiClient, { id, type }: { id: number; type: DocumentType }) =>
    api.call(convertDocument, { params: { id }, body: { type } }),
  duplicate: (api: ApiClient, { id }: { id: number }) => api.call(duplicateDocument, { params: { id } }),
  setStatus: (api: ApiClient, { id, status }: { id: number } & ContractBody<typeof setDocumentStatus>) =>
    api.call(setDocumentStatus, { params: { id }, body: { status } }),
  addPayment: (
    api: ApiClient,
    { id, payment }: { id: number; payment: ContractBody<typeof addDocumentPayment> },
  ) => api.call(addDocumentPayment, { params: { id }, body: payment }),
  removePayment: (api: ApiClient, { id, paymentId }: { id: number; paymentId: number }) =>
    api.call(removeDocumentPayment, { params: { id, paymentId } }),
};
