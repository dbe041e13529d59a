import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  changeIncomingInvoiceStatusRoute,
  downloadIncomingInvoiceOriginalRoute,
  exportIncomingInvoicesRoute,
  getIncomingInvoiceRoute,
  listBookingAccountsRoute,
  listIncomingInvoicesRoute,
  setIncomingInvoiceVendorRoute,
  updateIncomingInvoiceBookingRoute,
  uploadIncomingInvoiceRoute,
} from './routes/incoming-invoices.routes.ts';

export { incomingInvoiceOcrJob, queueIncomingInvoiceOcr } from './ocr.service.ts';
// For the Eingangsrechnungen inbox (modules/support): a mail attachment through the upload's checks.
export {
  importIncomingInvoiceFile,
  type ImportedIncomingInvoice,
  type IncomingInvoiceImport,
} from './import-file.service.ts';
export { stopOcrEngine } from './ocr-engine-holder.ts';
// For the banking module: bank allocations set an approved invoice paid (and their undo back).
export { setPaidByBank } from './workflow.service.ts';
// Costs booked on a project, for its overview (modules/projects).
export { sumProjectCosts } from './incoming-invoices.repository.ts';

// Incoming invoices (issue #14): upload with @kontor/incoming-invoices (e-invoices completely, PDFs
// from their text layer, scans and photos by an OCR job), original stored through the files
// module, vendor matching, booking lines, the approval workflow that posts the journal. Owns
// incoming_invoices, incoming_invoice_lines, incoming_invoice_status_changes.

// For the GoBD data export (modules/accounting): the invoices booked in a period, with originals.
export { listPeriodIncomingInvoices, type PeriodIncomingInvoice } from './incoming-invoice-gobd.service.ts';

export const incomingInvoicesRoutes: RouteDefinition[] = [
  uploadIncomingInvoiceRoute,
  listIncomingInvoicesRoute,
  exportIncomingInvoicesRoute,
  listBookingAccountsRoute,
  getIncomingInvoiceRoute,
  downloadIncomingInvoiceOriginalRoute,
  updateIncomingInvoiceBookingRoute,
  setIncomingInvoiceVendorRoute,
  changeIncomingInvoiceStatusRoute,
];
