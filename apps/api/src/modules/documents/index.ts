import type { RouteDefinition } from '../../core/http/define-route.ts';
import { addDocumentPaymentRoute } from './routes/add-document-payment.route.ts';
import { cancelDocumentRoute } from './routes/cancel-document.route.ts';
import { convertDocumentRoute } from './routes/convert-document.route.ts';
import { createCreditNoteRoute } from './routes/create-credit-note.route.ts';
import { createDocumentRoute } from './routes/create-document.route.ts';
import { deleteDocumentRoute } from './routes/delete-document.route.ts';
import { duplicateDocumentRoute } from './routes/duplicate-document.route.ts';
import { downloadDocumentFileRoute } from './routes/download-document-file.route.ts';
import { exportDocumentsRoute } from './routes/export-documents.route.ts';
import { finalizeDocumentRoute } from './routes/finalize-document.route.ts';
import { getCustomerDocumentSummaryRoute } from './routes/get-customer-document-summary.route.ts';
import { getDocumentRoute } from './routes/get-document.route.ts';
import { listDocumentHistoryRoute } from './routes/list-document-history.route.ts';
import { listDocumentsRoute } from './routes/list-documents.route.ts';
import { sumDocumentsRoute } from './routes/sum-documents.route.ts';
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
// The GoBD data export (modules/data-exports): the period's booked documents and their originals.
export {
  listArchivedOriginals,
  listPeriodDocuments,
  readArchivedOriginal,
  type ArchivedOriginal,
  type PeriodDocument,
} from './document-gobd.service.ts';
export { markDocumentSent, setDocumentStatus } from './document-status.service.ts';
// Dunning locks an invoice, raises its Mahnstufe and lists what is overdue; serial invoice runs
// show the numbers of the invoices they wrote.
export { getDocumentForUpdate, setDunningLevel } from './document-receivables.service.ts';
export {
  listDocumentNumbers,
  listOverdueReceivableRows,
  listProjectDocuments,
} from './documents.repository.ts';
// Open receivables by due date for the calendar (modules/calendar).
export { listOpenReceivablesDueBetween } from './documents.repository.ts';
export { isOverdue, openAmount } from './document-mapper.ts';
// Receivables, revenue and drafts for the start page (modules/dashboard).
export { documentDashboardFigures } from './document-dashboard.service.ts';
// Placeholder values of a document for e-mail texts (sending, dunning).
export { documentPlaceholderValues, entityOrNull } from './document-placeholders.ts';
// The list query and all files of a document without HTTP (benchmarks).
export { listDocuments, sumDocuments } from './document-list.service.ts';
export { buildDocumentOutputs } from './rendering/build-document-outputs.ts';
export type { OutputOptions, RenderableDocument } from './rendering/output-types.ts';

export const documentsRoutes: RouteDefinition[] = [
  listDocumentsRoute,
  sumDocumentsRoute,
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
  duplicateDocumentRoute,
  cancelDocumentRoute,
  createCreditNoteRoute,
  setDocumentStatusRoute,
  addDocumentPaymentRoute,
  removeDocumentPaymentRoute,
  listDocumentHistoryRoute,
  getCustomerDocumentSummaryRoute,
];
