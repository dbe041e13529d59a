import { sql } from 'drizzle-orm';
import {
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
import { documentPayments, documents } from './documents.schema.ts';

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
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('bank_accounts_iban').on(t.tenantId, t.iban),
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
    /** document (outgoing invoice / credit note); incoming invoices follow with their area. */
    targetType: text('target_type').notNull(),
    documentId: integer('document_id'),
    paymentId: integer('payment_id'),
    /** Positive part of the transaction amount. */
    amount: amount('amount').notNull(),
    settleWithSkonto: boolean('settle_with_skonto').notNull().default(false),
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
    index('bank_allocations_transaction').on(t.tenantId, t.transactionId),
    index('bank_allocations_document').on(t.tenantId, t.documentId),
    check(
      'bank_allocations_target',
      sql`${t.targetType} = 'document' and ${t.documentId} is not null and ${t.paymentId} is not null`,
    ),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankStatementRow = typeof bankStatements.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;
export type BankAllocationRow = typeof bankAllocations.$inferSelect;
