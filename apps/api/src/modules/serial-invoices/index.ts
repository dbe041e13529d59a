import { createSerialInvoiceRoute } from './routes/create-serial-invoice.route.ts';
import { deleteSerialInvoiceRoute } from './routes/delete-serial-invoice.route.ts';
import { getSerialInvoiceRoute } from './routes/get-serial-invoice.route.ts';
import { listSerialInvoiceRunsRoute } from './routes/list-serial-invoice-runs.route.ts';
import { listSerialInvoicesRoute } from './routes/list-serial-invoices.route.ts';
import { runSerialInvoiceRoute } from './routes/run-serial-invoice.route.ts';
import { updateSerialInvoiceRoute } from './routes/update-serial-invoice.route.ts';

export const serialInvoicesRoutes = [
  listSerialInvoicesRoute,
  getSerialInvoiceRoute,
  createSerialInvoiceRoute,
  updateSerialInvoiceRoute,
  deleteSerialInvoiceRoute,
  listSerialInvoiceRunsRoute,
  runSerialInvoiceRoute,
];

export { serialInvoicesJob, runAllDueSerialInvoices } from './serial-invoices.job.ts';
// For the demo seed.
export { createSerialInvoice } from './serial-invoices.service.ts';
