import type { RouteDefinition } from '../../core/http/define-route.ts';
import { addDocumentPaymentRoute } from './routes/add-document-payment.route.ts';
import { cancelDocumentRoute } from './routes/cancel-document.route.ts';
import { convertDocumentRoute } from './routes/convert-document.route.ts';
import { createCreditNoteRoute } from './routes/create-credit-note.route.ts';
import { createDocumentRoute } from './routes/create-document.route.ts';
import { deleteDocumentRoute } from './routes/delete-document.route.ts';
import { downloadDocumentFileRoute } from './routes/download-document-file.route.ts';
import { exportDocumentsRoute } from './routes/export-documents.route.ts';
import { finalizeDocumentRoute } from './routes/finalize-document.route.ts';
import { getDocumentRoute } from './routes/get-document.route.ts';
import { listDocumentHistoryRoute } from './routes/list-document-history.route.ts';
import { listDocumentsRoute } from './routes/list-documents.route.ts';
import { previewDocumentRoute } from './routes/preview-document.route.ts';
import { removeDocumentPaymentRoute } from './routes/remove-document-payment.route.ts';
import { setDocumentStatusRoute } from './routes/set-document-status.route.ts';
import { updateDocumentRoute } from './routes/update-document.route.ts';
import { validateDocumentRoute } from './routes/validate-document.route.ts';

// Services other areas build on (sending, serial invoices, dunning, demo data). Each takes the
// tenant-bound transaction; the actor is `actorOf(auth)`, or `{ tenantId, userId: null }` for jobs.
export {
  createDocumentDraft,
  deleteDocumentDraft,
  DOCUMENT_ENTITY,
  updateDocumentDraft,
} from './document-draft.service.ts';
export { finalizeDocument } from './document-finalize.service.ts';
export { checkDraftReferences } from './document-references.ts';
export { cancelDocument, convertDocument, createCreditNote } from './document-follow-up.service.ts';
export { addDocumentPayment, removeDocumentPayment } from './document-payments.service.ts';
export { getDocumentById } from './document-read.service.ts';
export { loadArchivedFile } from './document-files.service.ts';
export { markDocumentSent, setDocumentStatus } from './document-status.service.ts';
export { berlinToday, isOverdue, openAmount } from './document-mapper.ts';

export const documentsRoutes: RouteDefinition[] = [
  listDocumentsRoute,
  exportDocumentsRoute,
  createDocumentRoute,
  getDocumentRoute,
  updateDocumentRoute,
  deleteDocumentRoute,
  finalizeDocumentRoute,
  previewDocumentRoute,
  downloadDocumentFileRoute,
  validateDocumentRoute,
  convertDocumentRoute,
  cancelDocumentRoute,
  createCreditNoteRoute,
  setDocumentStatusRoute,
  addDocumentPaymentRoute,
  removeDocumentPaymentRoute,
  listDocumentHistoryRoute,
];
export { documentPlaceholderValues, entityOrNull } from './document-placeholders.ts';
