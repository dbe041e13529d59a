import type { RouteDefinition } from '../../core/http/define-route.ts';
import { exportDatevRoute } from './routes/export-datev.route.ts';
import { getAccountStatementRoute } from './routes/get-account-statement.route.ts';
import { getVatReturnRoute } from './routes/get-vat-return.route.ts';
import { listAccountBalancesRoute } from './routes/list-account-balances.route.ts';

// For the documents module: books a document in its finalizing transaction.
export { postFinalizedDocument, type FinalizedDocument } from './post-document.service.ts';

export const accountingRoutes: RouteDefinition[] = [
  listAccountBalancesRoute,
  getAccountStatementRoute,
  getVatReturnRoute,
  exportDatevRoute,
];
