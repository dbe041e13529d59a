export type * from './model.ts';
export { BankFileError } from './errors.ts';

export { readStatementFile, detectStatementFormat, type DetectedFormat } from './statement/read-statement.ts';
export { readCamt, DOCTYPE_REFUSED, type CamtDocument, type CamtReadLimits } from './camt/read-camt.ts';
export { readMt940 } from './mt940/read-mt940.ts';
export { readCsvStatement, readCsvTable, type CsvTable } from './csv/read-csv.ts';
export { suggestCsvMapping, type CsvMappingSuggestion } from './csv/suggest-csv-mapping.ts';
export { CSV_PRESETS, findCsvPreset, type CsvPreset } from './csv/csv-presets.ts';
export type { CsvColumnMapping, CsvColumns } from './csv/csv-mapping.ts';
export {
  checkBalanceChain,
  checkStatementSequence,
  statementTransactions,
} from './statement/statement-checks.ts';

export { identifyTransactions, type TransactionIdentity } from './identity/transaction-identity.ts';

export { writeCreditTransferFile } from './sepa/write-credit-transfer.ts';
export { writeDirectDebitFile } from './sepa/write-direct-debit.ts';
export { SepaFileError } from './sepa/sepa-checks.ts';
export { toSepaIdentifier, toSepaText } from './sepa/sepa-text.ts';
export { isValidCreditorId, normaliseBic, normaliseIban, isSepaIban } from './sepa/sepa-identifiers.ts';
export type * from './sepa/sepa-model.ts';

export {
  suggestMatches,
  DEFAULT_MATCH_OPTIONS,
  type TransactionSuggestions,
} from './matching/suggest-matches.ts';
export type * from './matching/matching-model.ts';
export { buildCamt053, type Camt053Entry, type Camt053Input } from './testing/build-camt-053.ts';
export {
  matchBookingRule,
  type BookingRule,
  type RuleMatch,
  type RuleMatchInput,
} from './rules/match-booking-rule.ts';
