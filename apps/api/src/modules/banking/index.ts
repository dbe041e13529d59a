import type { RouteDefinition } from '../../core/http/define-route.ts';
import {
  createBankAccountRoute,
  deleteBankAccountRoute,
  getBankAccountRoute,
  listBankAccountsRoute,
  saveBankCsvMappingRoute,
  updateBankAccountRoute,
} from './routes/bank-accounts.routes.ts';
import {
  getBankImportJobRoute,
  getBankStatementRoute,
  importBankStatementRoute,
  listBankStatementsRoute,
  previewBankCsvRoute,
} from './routes/bank-statements.routes.ts';
import {
  allocateBankTransactionRoute,
  ignoreBankTransactionRoute,
  listBankTransactionsRoute,
  undoBankTransactionRoute,
} from './routes/bank-transactions.routes.ts';
import {
  bookBankTransactionByRuleRoute,
  createBankRuleRoute,
  deleteBankRuleRoute,
  listBankRulesRoute,
  updateBankRuleRoute,
} from './routes/bank-rules.routes.ts';
import { createCreditTransferFileRoute } from './routes/credit-transfers.route.ts';
import { createDirectDebitFileRoute } from './routes/direct-debits.route.ts';

// The background job that imports big bank files (app-jobs.ts).
export { bankImportJob } from './bank-import.job.ts';
// For bench/banking.bench.ts: the import the job runs, into an account it creates.
export { createBankAccount } from './bank-accounts.service.ts';
export { importStatements } from './statement-import.service.ts';

// Banking (issue #15): bank accounts, statement import with @kontor/banking (idempotent, balance
// warnings), matching suggestions and allocations that record document payments. Owns
// bank_accounts, bank_statements, bank_transactions, bank_allocations, bank_rules. CSV imports use the
// account's saved column mapping; rules book transactions without a document through the journal.

export const bankingRoutes: RouteDefinition[] = [
  listBankAccountsRoute,
  createBankAccountRoute,
  getBankAccountRoute,
  updateBankAccountRoute,
  deleteBankAccountRoute,
  saveBankCsvMappingRoute,
  previewBankCsvRoute,
  importBankStatementRoute,
  getBankImportJobRoute,
  listBankStatementsRoute,
  getBankStatementRoute,
  listBankTransactionsRoute,
  allocateBankTransactionRoute,
  ignoreBankTransactionRoute,
  undoBankTransactionRoute,
  bookBankTransactionByRuleRoute,
  listBankRulesRoute,
  createBankRuleRoute,
  updateBankRuleRoute,
  deleteBankRuleRoute,
  createDirectDebitFileRoute,
  createCreditTransferFileRoute,
];
