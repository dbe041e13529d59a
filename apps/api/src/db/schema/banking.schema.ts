import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import type { CsvColumnMapping } from '@kontor/banking';
import type { StatementImportResult } from '@kontor/contracts';
import { journalEntries } from './accounting.schema.ts';
import { documentPayments, documents } from './documents.schema.ts';
import { incomingInvoices } from './incoming-invoices.schema.ts';

const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A bank account of the tenant; statements are imported into it. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    /** Normalised: upper case, no spaces. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    currency: text('currency').notNull().default('EUR'),
    openingBalance: amount('opening_balance').notNull().default('0'),
    /** Column mapping of the bank's CSV export, saved at the first CSV import. */
    csvMapping: jsonb('csv_mapping').$type<CsvColumnMapping>(),
    /** Gläubiger-Identifikationsnummer for SEPA direct debits from this account. */
    creditorId: text('creditor_id'),
    /** G/L account the bank postings of this account use; null = the chart's bank account (1200/1800). */
    ledgerAccount: text('ledger_account'),
    /** Confirm suggestions without a click when reference and amount match exactly. */
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    /** Difference up to which a payment still settles a document (the rest is written off). */
    writeOffTolerance: amount('write_off_tolerance').notNull().default('0'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('bank_accounts_iban').on(t.tenantId, t.iban),
    check(
      'bank_accounts_tolerance_range',
      sql`${t.writeOffTolerance} >= 0 and ${t.writeOffTolerance} <= 100`,
    ),
  ],
);

/**
 * A rule for recurring bookings without a document (fees, rent, salaries): a transaction whose
 * purpose and/or counterparty contain the patterns is suggested for booking on the ledger account.
 */
export const bankRules = pgTable(
  'bank_rules',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    /** null: the rule applies to every bank account. */
    bankAccountId: integer('bank_account_id'),
    name: text('name').notNull(),
    purposePattern: text('purpose_pattern'),
    counterpartyPattern: text('counterparty_pattern'),
    /** any | in | out */
    direction: text('direction').notNull().default('any'),
    ledgerAccount: text('ledger_account').notNull(),
    costCentre: text('cost_centre'),
    postingText: text('posting_text'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.bankAccountId],
      foreignColumns: [bankAccounts.tenantId, bankAccounts.id],
    }),
    index('bank_rules_account').on(t.tenantId, t.bankAccountId),
    check('bank_rules_direction_known', sql`${t.direction} in ('any', 'in', 'out')`),
    check(
      'bank_rules_has_pattern',
      sql`${t.purposePattern} is not null or ${t.counterpartyPattern} is not null`,
    ),
  ],
);

/** One statement (CAMT Stmt/Rpt/Ntfctn, MT940 :20: block) of an import, with its balances and warnings. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    format: text('format').notNull(),
    fileName: text('file_name'),
    /** Stmt/Id or MT940 :20: as the bank wrote it. */
    bankReference: text('bank_reference'),
    sequence: text('sequence'),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    openingBalance: amount('opening_balance'),
    closingBalance: amount('closing_balance'),
    currency: text('currency').notNull().default('EUR'),
    entryCount: integer('entry_count').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    /** German sentences: balance breaks, another account's IBAN … never a reason to refuse. */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.bankAccountId],
      foreignColumns: [bankAccounts.tenantId, bankAccounts.id],
    }),
    index('bank_statements_account').on(t.tenantId, t.bankAccountId, t.toDate),
  ],
);

/**
 * One payment of a statement. `content_key` / `reference_key` (from @kontor/banking) make the
 * import idempotent: a payment is known when either key is already stored for the account.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    statementId: integer('statement_id').notNull(),
    contentKey: text('content_key').notNull(),
    referenceKey: text('reference_key'),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }),
    /** Signed: negative = money out. */
    amount: amount('amount').notNull(),
    currency: text('currency').notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    counterpartyBic: text('counterparty_bic'),
    purpose: text('purpose').notNull().default(''),
    endToEndRef: text('end_to_end_ref'),
    mandateRef: text('mandate_ref'),
    bankCode: text('bank_code'),
    /** open | matched | ignored */
    status: text('status').notNull().default('open'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.bankAccountId],
      foreignColumns: [bankAccounts.tenantId, bankAccounts.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.statementId],
      foreignColumns: [bankStatements.tenantId, bankStatements.id],
    }),
    uniqueIndex('bank_transactions_content').on(t.tenantId, t.bankAccountId, t.contentKey),
    uniqueIndex('bank_transactions_reference')
      .on(t.tenantId, t.bankAccountId, t.referenceKey)
      .where(sql`${t.referenceKey} is not null`),
    index('bank_transactions_status').on(t.tenantId, t.status, t.bookingDate),
    index('bank_transactions_statement').on(t.tenantId, t.statementId),
    check('bank_transactions_status_known', sql`${t.status} in ('open', 'matched', 'ignored')`),
  ],
);

/**
 * Part of a transaction given to a target. For documents the payment it created is kept, so undo
 * reverses exactly that payment. Undone allocations stay (reversed_at) as a trace.
 */
export const bankAllocations = pgTable(
  'bank_allocations',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    transactionId: integer('transaction_id').notNull(),
    /** document (outgoing invoice / credit note), incoming_invoice (approved, of a vendor) or rule. */
    targetType: text('target_type').notNull(),
    documentId: integer('document_id'),
    incomingInvoiceId: integer('incoming_invoice_id'),
    paymentId: integer('payment_id'),
    /** Positive part of the transaction amount. */
    amount: amount('amount').notNull(),
    settleWithSkonto: boolean('settle_with_skonto').notNull().default(false),
    /** target_type rule: the rule and the journal entry it booked (bank ↔ ledger account). */
    ruleId: integer('rule_id'),
    journalEntryId: integer('journal_entry_id'),
    /** Every journal entry the allocation booked (incoming invoices: payment and Skonto per rate). */
    journalEntryIds: integer('journal_entry_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Confirmed by auto-confirm at import, not by a person. */
    isAutomatic: boolean('is_automatic').notNull().default(false),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.transactionId],
      foreignColumns: [bankTransactions.tenantId, bankTransactions.id],
    }),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
    foreignKey({
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [documentPayments.tenantId, documentPayments.id],
    }),
    foreignKey({ columns: [t.tenantId, t.ruleId], foreignColumns: [bankRules.tenantId, bankRules.id] }),
    foreignKey({
      columns: [t.tenantId, t.incomingInvoiceId],
      foreignColumns: [incomingInvoices.tenantId, incomingInvoices.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.journalEntryId],
      foreignColumns: [journalEntries.tenantId, journalEntries.id],
    }),
    index('bank_allocations_transaction').on(t.tenantId, t.transactionId),
    index('bank_allocations_document').on(t.tenantId, t.documentId),
    index('bank_allocations_incoming_invoice')
      .on(t.tenantId, t.incomingInvoiceId)
      .where(sql`${t.incomingInvoiceId} is not null`),
    check(
      'bank_allocations_target',
      sql`(${t.targetType} = 'document' and ${t.documentId} is not null and ${t.paymentId} is not null) or (${t.targetType} = 'rule' and ${t.ruleId} is not null and ${t.journalEntryId} is not null) or (${t.targetType} = 'incoming_invoice' and ${t.incomingInvoiceId} is not null and ${t.journalEntryId} is not null)`,
    ),
  ],
);

/** One pain.008 file written for a bank account (creditor id of the account). */
export const sepaDirectDebitFiles = pgTable(
  'sepa_direct_debit_files',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    messageId: text('message_id').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    /** CORE | B2B */
    scheme: text('scheme').notNull(),
    total: amount('total').notNull(),
    count: integer('count').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.bankAccountId],
      foreignColumns: [bankAccounts.tenantId, bankAccounts.id],
    }),
    check('sepa_direct_debit_files_scheme_known', sql`${t.scheme} in ('CORE', 'B2B')`),
  ],
);

/**
 * One collection of a direct debit file. The first collection under a mandate is FRST, later
 * ones RCUR: the sequence type follows from the earlier items of the same mandate reference.
 */
export const sepaDirectDebitItems = pgTable(
  'sepa_direct_debit_items',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    fileId: integer('file_id').notNull(),
    documentId: integer('document_id').notNull(),
    mandateRef: text('mandate_ref').notNull(),
    sequenceType: text('sequence_type').notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.fileId],
      foreignColumns: [sepaDirectDebitFiles.tenantId, sepaDirectDebitFiles.id],
    }),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
    index('sepa_direct_debit_items_mandate').on(t.tenantId, t.mandateRef),
    index('sepa_direct_debit_items_document').on(t.tenantId, t.documentId),
    check(
      'sepa_direct_debit_items_sequence_known',
      sql`${t.sequenceType} in ('FRST', 'RCUR', 'OOFF', 'FNAL')`,
    ),
  ],
);

/** One pain.001 file written for approved incoming invoices, paid from a bank account. */
export const sepaCreditTransferFiles = pgTable(
  'sepa_credit_transfer_files',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    messageId: text('message_id').notNull(),
    total: amount('total').notNull(),
    count: integer('count').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.bankAccountId],
      foreignColumns: [bankAccounts.tenantId, bankAccounts.id],
    }),
  ],
);

/** One transfer of a credit transfer file: the invoice, its execution date, end-to-end id, amount and Skonto. */
export const sepaCreditTransferItems = pgTable(
  'sepa_credit_transfer_items',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    fileId: integer('file_id').notNull(),
    incomingInvoiceId: integer('incoming_invoice_id').notNull(),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    amount: amount('amount').notNull(),
    skonto: amount('skonto').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.fileId],
      foreignColumns: [sepaCreditTransferFiles.tenantId, sepaCreditTransferFiles.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.incomingInvoiceId],
      foreignColumns: [incomingInvoices.tenantId, incomingInvoices.id],
    }),
    index('sepa_credit_transfer_items_invoice').on(t.tenantId, t.incomingInvoiceId),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankStatementRow = typeof bankStatements.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type BankRuleRow = typeof bankRules.$inferSelect;
export type BankAllocationRow = typeof bankAllocations.$inferSelect;

/**
 * A bank file too big to import within the request: stored in the blob store and imported by the
 * `bank-statement-import` job, which writes `done`/`total` entries while it runs and the same
 * result the synchronous import answers (`result`) or a German reason (`error`) at the end.
 */
export const bankImportJobs = pgTable(
  'bank_import_jobs',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    fileName: text('file_name'),
    blobKey: text('blob_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result').$type<StatementImportResult>(),
    error: text('error'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.bankAccountId],
      foreignColumns: [bankAccounts.tenantId, bankAccounts.id],
    }).onDelete('cascade'),
    index('bank_import_jobs_account').on(t.tenantId, t.bankAccountId, t.createdAt),
    check('bank_import_jobs_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('bank_import_jobs_progress_range', sql`${t.done} between 0 and ${t.total}`),
  ],
);
