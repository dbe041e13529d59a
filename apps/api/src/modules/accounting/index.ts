import type { RouteDefinition } from '../../core/http/define-route.ts';
import { exportDatevRoute } from './routes/export-datev.route.ts';
import { getAccountingLockRoute } from './routes/get-accounting-lock.route.ts';
import { listDatevExportsRoute } from './routes/list-datev-exports.route.ts';
import { lockAccountingPeriodRoute } from './routes/lock-accounting-period.route.ts';
import { getAccountStatementRoute } from './routes/get-account-statement.route.ts';
import { getVatReturnRoute } from './routes/get-vat-return.route.ts';
import { getVatReturnEntriesRoute } from './routes/get-vat-return-entries.route.ts';
import { exportAccountStatementRoute } from './routes/export-account-statement.route.ts';
import { listAccountBalancesRoute } from './routes/list-account-balances.route.ts';

// For the documents module: books a document in its finalizing transaction.
export {
  postFinalizedDocument,
  postFinalizedDocuments,
  type FinalizedDocument,
} from './post-document.service.ts';
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

// For the data exports (modules/data-exports): the GoBD Datenträgerüberlassung of a period.
export { prepareGobdExport, type ExportFile, type GobdExportPlan } from './gobd-export.service.ts';

// Storing entries (one posting, or many at once) and the DATEV export without HTTP
// (bench/accounting.bench.ts).
export { storeEntries, storePostings, type EntryLinks, type Posting } from './store-entries.ts';
export { buildDatevExport } from './datev-export.service.ts';

// For the banking module: books a bank transaction without a document by a rule, and its undo.
export {
  checkMoneyAccount,
  checkRuleAccount,
  postBankRuleBooking,
  reverseBankRuleBooking,
  type BankRuleBooking,
} from './post-bank-rule.service.ts';
export { postBankVendorPayment, type BankVendorPayment } from './post-vendor-payment.service.ts';

export const accountingRoutes: RouteDefinition[] = [
  listAccountBalancesRoute,
  getAccountStatementRoute,
  exportAccountStatementRoute,
  getVatReturnRoute,
  getVatReturnEntriesRoute,
  exportDatevRoute,
  listDatevExportsRoute,
  getAccountingLockRoute,
  lockAccountingPeriodRoute,
];
