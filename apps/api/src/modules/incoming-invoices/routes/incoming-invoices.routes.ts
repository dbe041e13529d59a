import {
  changeIncomingInvoiceStatus,
  downloadIncomingInvoiceOriginal,
  exportIncomingInvoices,
  getIncomingInvoice,
  listBookingAccounts,
  listIncomingInvoices,
  MAX_INCOMING_INVOICE_BYTES,
  setIncomingInvoiceVendor,
  updateIncomingInvoiceBooking,
  uploadIncomingInvoice,
} from '@kontor/contracts';
import { actorOf, writerOf } from '../../../core/auth/request-auth.ts';
import { defineRoute } from '../../../core/http/define-route.ts';
import { notFound } from '../../../core/http/errors.ts';
import { receiveSingleFile } from '../../../core/http/receive-file.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { listBookingAccounts as chartBookingAccounts } from '../../accounting/index.ts';
import { sendStoredFile } from '../../document-output/index.ts';
import { uploadMissing } from '../../files/index.ts';
import { exportIncomingInvoiceList } from '../incoming-invoice-export.service.ts';
import * as read from '../incoming-invoice-read.service.ts';
import { queueIncomingInvoiceOcr } from '../ocr.service.ts';
import { readUpload } from '../read-upload.ts';
import { storeIncomingInvoice } from '../upload.service.ts';
import { changeStatus, updateBooking } from '../workflow.service.ts';
import { sendDownload } from '../../../core/http/send-download.ts';

export const uploadIncomingInvoiceRoute = defineRoute(
  uploadIncomingInvoice,
  async ({ auth, deps, request }) => {
    const file = await receiveSingleFile(request, {
      maxBytes: MAX_INCOMING_INVOICE_BYTES,
      missing: 'Bitte eine Rechnung (XML, PDF oder Foto) im Feld „file“ senden.',
    });
    // Reading and validating happen before the transaction: a refused file stores nothing.
    const upload = await readUpload(file.bytes);
    const stored = await withTenant(deps.db, auth.tenantId, (tx) =>
      storeIncomingInvoice(deps, tx, actorOf(auth), upload, file),
    );
    // A scan or photo is answered at once; its OCR runs as a job and fills the draft.
    if (upload.needsOcr) await queueIncomingInvoiceOcr(deps, auth.tenantId, stored.id);
    return stored;
  },
);

export const listIncomingInvoicesRoute = defineRoute(listIncomingInvoices, ({ query, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => read.listIncomingInvoices(tx, query)),
);

export const exportIncomingInvoicesRoute = defineRoute(
  exportIncomingInvoices,
  async ({ query, auth, deps, reply }) => {
    const file = await withTenant(deps.db, auth.tenantId, (tx) => exportIncomingInvoiceList(tx, query));
    return sendDownload(reply, file, file.contentType);
  },
);

export const listBookingAccountsRoute = defineRoute(listBookingAccounts, async ({ auth, deps }) => ({
  items: await withTenant(deps.db, auth.tenantId, (tx) => chartBookingAccounts(tx)),
}));

export const getIncomingInvoiceRoute = defineRoute(getIncomingInvoice, ({ params, auth, deps }) =>
  withTenant(deps.db, auth.tenantId, (tx) => read.getIncomingInvoice(tx, params.id)),
);

export const downloadIncomingInvoiceOriginalRoute = defineRoute(
  downloadIncomingInvoiceOriginal,
  async ({ params, query, auth, deps, request, reply }) => {
    const original = await withTenant(deps.db, auth.tenantId, (tx) =>
      read.originalOf(deps, tx, auth.tenantId, params.id),
    );
    if (query.view === 'html') {
      const html = await original.html();
      if (html === null)
        throw notFound('Für diese Datei gibt es keine lesbare Darstellung einer E-Rechnung.');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .header('x-content-type-options', 'nosniff')
        .send(html);
    }
    return sendStoredFile(reply, deps, auth.tenantId, original.file, {
      disposition: 'inline',
      ifNoneMatch: request.headers['if-none-match'],
      whenMissing: uploadMissing,
    });
  },
);

export const updateIncomingInvoiceBookingRoute = defineRoute(
  updateIncomingInvoiceBooking,
  ({ params, body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => updateBooking(tx, writerOf(auth), params.id, body)),
);

export const setIncomingInvoiceVendorRoute = defineRoute(
  setIncomingInvoiceVendor,
  ({ params, body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => read.setVendor(tx, writerOf(auth), params.id, body)),
);

export const changeIncomingInvoiceStatusRoute = defineRoute(
  changeIncomingInvoiceStatus,
  ({ params, body, auth, deps }) =>
    withTenant(deps.db, auth.tenantId, (tx) => changeStatus(tx, writerOf(auth), params.id, body)),
);
