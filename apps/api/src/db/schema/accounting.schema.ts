import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
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
import { entities } from './master-data.schema.ts';
import { incomingInvoices } from './incoming-invoices.schema.ts';

/**
 * The DATEV personal account (Debitor/Kreditor) of a customer or vendor, assigned at its first
 * posting from its number and kept from then on, so the exported master data and the journal agree.
 */
export const personalAccounts = pgTable(
  'accounting_personal_accounts',
  {
    tenantId: tenantId(),
    entityId: integer('entity_id').notNull(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    /** The customer's name at its last posting (shown on /accounts without asking master data). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.entityId] }),
    uniqueIndex('accounting_personal_accounts_number').on(t.tenantId, t.number),
    foreignKey({
      columns: [t.tenantId, t.entityId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    check('accounting_personal_accounts_kind', sql`${t.kind} in ('debtor', 'creditor')`),
  ],
);

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * One posting as DATEV knows it (see `JournalEntry` of @kontor/accounting). Insert-only: a
 * trigger (migration 0012) refuses UPDATE and DELETE; corrections are reversal entries.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    belegfeld1: text('belegfeld1').notNull(),
    belegfeld2: text('belegfeld2'),
    postingText: text('posting_text').notNull(),
    debitAccount: text('debit_account').notNull(),
    creditAccount: text('credit_account').notNull(),
    amount: money('amount').notNull(),
    vatFunction: text('vat_function'),
    vatSide: text('vat_side'),
    vatKey: text('vat_key'),
    taxAmount: money('tax_amount'),
    costCentre: text('cost_centre'),
    /** The project booked to (migration 0029); its number as booked is DATEV's KOST2. */
    projectId: integer('project_id'),
    projectNumber: text('project_number'),
    serviceDate: date('service_date', { mode: 'string' }),
    sourceType: text('source_type').notNull(),
    /** The source record for the drill-down; one column per source kind keeps a real foreign key. */
    documentId: integer('document_id'),
    /** A payment's entries (money, Skonto, write-off) and their reversal when it is removed. */
    paymentId: integer('payment_id'),
    reversesId: integer('reverses_id'),
    /** An approved incoming invoice's entries (foreign key added by migration 0018). */
    incomingInvoiceId: integer('incoming_invoice_id'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('journal_entries_tenant_date').on(t.tenantId, t.entryDate, t.id),
    index('journal_entries_tenant_document').on(t.tenantId, t.documentId),
    index('journal_entries_tenant_payment')
      .on(t.tenantId, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    foreignKey({ columns: [t.tenantId, t.documentId], foreignColumns: [documents.tenantId, documents.id] }),
    foreignKey({
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [documentPayments.tenantId, documentPayments.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.reversesId],
      foreignColumns: [t.tenantId, t.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.incomingInvoiceId],
      foreignColumns: [incomingInvoices.tenantId, incomingInvoices.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    index('journal_entries_tenant_project')
      .on(t.tenantId, t.projectId)
      .where(sql`${t.projectId} is not null`),
    check('journal_entries_amount_positive', sql`${t.amount} > 0`),
    check('journal_entries_accounts_differ', sql`${t.debitAccount} <> ${t.creditAccount}`),
    check('journal_entries_vat_side', sql`${t.vatSide} is null or ${t.vatSide} in ('debit', 'credit')`),
    check(
      'journal_entries_document_source',
      sql`(${t.sourceType} <> 'document' or ${t.documentId} is not null) and ((${t.sourceType} = 'payment') = (${t.paymentId} is not null))`,
    ),
  ],
);

/**
 * What an entry does to each account once the tax is split off (`expandEntry`): the rows the
 * Summen- und Saldenliste and the account pages add up. A deferred constraint trigger checks
 * that the movements of every entry balance (debit = credit); insert-only like the entries.
 */
export const journalMovements = pgTable(
  'journal_movements',
  {
    /** No key of its own to tenants: the key to the entry carries the tenant (migration 0036). */
    tenantId: integer('tenant_id').notNull(),
    entryId: integer('entry_id').notNull(),
    line: integer('line').notNull(),
    account: text('account').notNull(),
    /** The entry's date, repeated so a period of one account is read from one index. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    debit: money('debit').notNull(),
    credit: money('credit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.entryId, t.line] }),
    index('journal_movements_account_date').on(t.tenantId, t.account, t.entryDate, t.entryId),
    index('journal_movements_date').on(t.tenantId, t.entryDate),
    foreignKey({
      columns: [t.tenantId, t.entryId],
      foreignColumns: [journalEntries.tenantId, journalEntries.id],
    }).onDelete('cascade'),
    check(
      'journal_movements_one_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);

/**
 * Festschreibung: the tenant's books are locked up to the end of a month. A trigger (migration
 * 0014) refuses entries dated in the locked period; the lock only moves forward.
 */
export const periodLocks = pgTable(
  'accounting_period_locks',
  {
    tenantId: tenantId().primaryKey(),
    lockedUntil: date('locked_until', { mode: 'string' }).notNull(),
    lockedBy: integer('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'accounting_period_locks_month_end',
      sql`${t.lockedUntil} = (date_trunc('month', ${t.lockedUntil}) + interval '1 month - 1 day')::date`,
    ),
  ],
);

/** A DATEV export as recorded in the history of /export. */
export const datevExports = pgTable(
  'datev_exports',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    onlyNew: boolean('only_new').notNull(),
    entries: integer('entries').notNull(),
    accounts: integer('accounts').notNull(),
    /** Whether the export carried the Festschreibung flag. */
    locked: boolean('locked').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('datev_exports_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

/** Which entries an export carried ("only not yet exported" leaves them out next time). */
export const datevExportEntries = pgTable(
  'datev_export_entries',
  {
    /** No key of its own to tenants: the key to the export carries the tenant (migration 0036). */
    tenantId: integer('tenant_id').notNull(),
    entryId: integer('entry_id').notNull(),
    exportId: integer('export_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.entryId, t.exportId] }),
    foreignKey({
      name: 'datev_export_entries_export_fk',
      columns: [t.tenantId, t.exportId],
      foreignColumns: [datevExports.tenantId, datevExports.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'datev_export_entries_entry_fk',
      columns: [t.tenantId, t.entryId],
      foreignColumns: [journalEntries.tenantId, journalEntries.id],
    }),
  ],
);
