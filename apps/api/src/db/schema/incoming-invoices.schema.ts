import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns.ts';
import { files } from './files.schema.ts';
import { entities } from './master-data.schema.ts';

const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });

export interface StoredFinding {
  rule: string;
  severity: string;
  message: string;
}
export interface StoredVatBreakdown {
  category: string | null;
  rate: string | null;
  net: string | null;
  tax: string | null;
}

/**
 * An incoming invoice or receipt (issue #14): the original in the files module (SHA-256), what was
 * read from it, the vendor and the workflow state. Approved/paid rows are frozen by a trigger.
 */
export const incomingInvoices = pgTable(
  'incoming_invoices',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    status: text('status').notNull().default('draft'),
    fileId: integer('file_id').notNull(),
    fileSha256: text('file_sha256').notNull(),
    fileName: text('file_name'),
    /** ubl-invoice, ubl-credit-note, cii (XML or in a PDF), pdf, image. */
    sourceKind: text('source_kind').notNull(),
    documentType: text('document_type').notNull().default('invoice'),
    vendorId: integer('vendor_id'),
    number: text('number'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    serviceDate: date('service_date', { mode: 'string' }),
    currency: text('currency').notNull().default('EUR'),
    netTotal: amount('net_total'),
    taxTotal: amount('tax_total'),
    grossTotal: amount('gross_total'),
    dueTotal: amount('due_total'),
    skontoUntil: date('skonto_until', { mode: 'string' }),
    skontoAmount: amount('skonto_amount'),
    taxation: text('taxation').notNull().default('standard'),
    vatBreakdown: jsonb('vat_breakdown').$type<StoredVatBreakdown[]>().notNull().default([]),
    findings: jsonb('findings').$type<StoredFinding[]>().notNull().default([]),
    /** The package's draft (vendor data, lines, payment terms, notes) as read from the file. */
    extracted: jsonb('extracted').$type<Record<string, unknown>>().notNull().default({}),
    searchText: text('search_text').notNull().default(''),
    duplicateOf: integer('duplicate_of'),
    rejectReason: text('reject_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [files.tenantId, files.id] }),
    foreignKey({ columns: [t.tenantId, t.vendorId], foreignColumns: [entities.tenantId, entities.id] }),
    foreignKey({
      columns: [t.tenantId, t.duplicateOf],
      foreignColumns: [t.tenantId, t.id],
    }),
    index('incoming_invoices_status_due').on(t.tenantId, t.status, t.dueDate),
    index('incoming_invoices_vendor_number').on(t.tenantId, t.vendorId, t.number),
    index('incoming_invoices_sha256').on(t.tenantId, t.fileSha256),
    check(
      'incoming_invoices_status_known',
      sql`${t.status} in ('draft','review','approved','paid','rejected')`,
    ),
    check(
      'incoming_invoices_taxation_known',
      sql`${t.taxation} in ('standard','reverseCharge','euService','intraEuAcquisition')`,
    ),
  ],
);

/** The booking lines: account, net, VAT rate and amount, cost centre, text. */
export const incomingInvoiceLines = pgTable(
  'incoming_invoice_lines',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    position: integer('position').notNull(),
    account: text('account').notNull(),
    net: amount('net').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vat: amount('vat').notNull(),
    costCentre: text('cost_centre'),
    /** Optional project (a `projects` record of the tenant; tenant-safe composite key, ADR 0010). */
    projectId: integer('project_id'),
    text: text('text'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [incomingInvoices.tenantId, incomingInvoices.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.projectId],
      foreignColumns: [entities.tenantId, entities.id],
    }).onDelete('restrict'),
    index('incoming_invoice_lines_invoice').on(t.tenantId, t.invoiceId, t.position),
  ],
);

/** Every status change with its reason (Abgelehnt) and who made it: insert-only. */
export const incomingInvoiceStatusChanges = pgTable(
  'incoming_invoice_status_changes',
  {
    tenantId: tenantId(),
    id: serial('id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [incomingInvoices.tenantId, incomingInvoices.id],
    }),
    index('incoming_invoice_status_changes_invoice').on(t.tenantId, t.invoiceId, t.id),
  ],
);
