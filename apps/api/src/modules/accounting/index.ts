import type { RouteDefinition } from '../../core/http/define-route.ts';
import { exportDatevRoute } from './routes/export-datev.route.ts';
import { getAccountingLockRoute } from './routes/get-accounting-lock.route.ts';
import { listDatevExportsRoute } from './routes/list-datev-exports.route.ts';
import { lockAccountingPeriodRoute } from './routes/lock-accounting-period.route.ts';
import { getAccountStatementRoute } from './routes/get-account-statement.route.ts';
import { getVatReturnRoute } from './routes/get-vat-return.route.ts';
import { listAccountBalancesRoute } from './routes/list-account-balances.route.ts';

// For the documents module: books a document in its finalizing transaction.
export { postFinalizedDocument, type FinalizedDocument } from './post-document.service.ts';
// For the incoming-invoices module: books an invoice in its approving transaction.
export {
  postApprovedIncomingInvoice,
  type ApprovedIncomingInvoice,
} from './post-incoming-invoice.service.ts';
export { defaultExpenseAccount, listBookingAccounts } from './booking-accounts.service.ts';
// For the documents module: books a payment (and its reversal) in the transaction that records it.
export {
  postRecordedPayment,
  reverseRecordedPayment,
  skontoByRate,
  type RecordedPayment,
} from './post-payment.service.ts';

export const accountingRoutes: RouteDefinition[] = [
  listAccountBalancesRoute,
  getAccountStatementRoute,
  getVatReturnRoute,
  exportDatevRoute,
  listDatevExportsRoute,
  getAccountingLockRoute,
  lockAccountingPeriodRoute,
];
