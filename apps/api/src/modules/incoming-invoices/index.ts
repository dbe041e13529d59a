import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  changeIncomingInvoiceStatusRoute,
  downloadIncomingInvoiceOriginalRoute,
  getIncomingInvoiceRoute,
  listBookingAccountsRoute,
  listIncomingInvoicesRoute,
  setIncomingInvoiceVendorRoute,
  updateIncomingInvoiceBookingRoute,
  uploadIncomingInvoiceRoute,
} from './routes/incoming-invoices.routes.ts';

// Incoming invoices (issue #14): upload with @kontor/incoming-invoices (e-invoices completely, PDFs
// from their text layer), original stored through the files module, vendor matching, booking
// lines, the approval workflow that posts the journal. Owns incoming_invoices,
// incoming_invoice_lines, incoming_invoice_status_changes.

// For the GoBD data export (modules/accounting): the invoices booked in a period, with originals.
export { listPeriodIncomingInvoices, type PeriodIncomingInvoice } from './incoming-invoice-gobd.service.ts';

export const incomingInvoicesRoutes: RouteDefinition[] = [
  uploadIncomingInvoiceRoute,
  listIncomingInvoicesRoute,
  listBookingAccountsRoute,
  getIncomingInvoiceRoute,
  downloadIncomingInvoiceOriginalRoute,
  updateIncomingInvoiceBookingRoute,
  setIncomingInvoiceVendorRoute,
  changeIncomingInvoiceStatusRoute,
];
