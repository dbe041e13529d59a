import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  createBankAccountRoute,
  deleteBankAccountRoute,
  getBankAccountRoute,
  listBankAccountsRoute,
  updateBankAccountRoute,
} from './routes/bank-accounts.routes.ts';
import {
  getBankStatementRoute,
  importBankStatementRoute,
  listBankStatementsRoute,
} from './routes/bank-statements.routes.ts';
import {
  allocateBankTransactionRoute,
  ignoreBankTransactionRoute,
  listBankTransactionsRoute,
  undoBankTransactionRoute,
} from './routes/bank-transactions.routes.ts';

// Banking (issue #15): bank accounts, statement import with @kontor/banking (idempotent, balance
// warnings), matching suggestions and allocations that record document payments. Owns
// bank_accounts, bank_statements, bank_transactions, bank_allocations.

export const bankingRoutes: RouteDefinition[] = [
  listBankAccountsRoute,
  createBankAccountRoute,
  getBankAccountRoute,
  updateBankAccountRoute,
  deleteBankAccountRoute,
  importBankStatementRoute,
  listBankStatementsRoute,
  getBankStatementRoute,
  listBankTransactionsRoute,
  allocateBankTransactionRoute,
  ignoreBankTransactionRoute,
  undoBankTransactionRoute,
];
