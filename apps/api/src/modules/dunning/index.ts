import { createDunningNoticeRoute } from './routes/create-dunning-notice.route.ts';
import { downloadDunningNoticePdfRoute } from './routes/download-dunning-notice-pdf.route.ts';
import { listDunningNoticesRoute } from './routes/list-dunning-notices.route.ts';
import { listOverdueInvoicesRoute } from './routes/list-overdue-invoices.route.ts';
import { sendDunningNoticeRoute } from './routes/send-dunning-notice.route.ts';

export const dunningRoutes = [
  listOverdueInvoicesRoute,
  listDunningNoticesRoute,
  createDunningNoticeRoute,
  downloadDunningNoticePdfRoute,
  sendDunningNoticeRoute,
];

// For the demo seed (one invoice with a notice).
export { createDunningNotice } from './create-dunning-notice.service.ts';
