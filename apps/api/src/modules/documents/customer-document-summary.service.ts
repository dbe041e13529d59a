import {
  CUSTOMER_RECENT_DOCUMENTS,
  type CustomerDocumentSummary,
  type DocumentStatus,
  type DocumentType,
} from '@kontor/contracts';
import { notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecord } from '../entities/index.ts';
import {
  listCustomerOpenItems,
  listCustomerRecentDocuments,
  sumCustomerFigures,
} from './customer-document-summary.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

/** The customer page's figures, newest documents and open items, all as of today in Berlin. */
export async function getCustomerDocumentSummary(
  tx: Tx,
  tenantId: number,
  customerId: number,
  today = berlinToday(),
): Promise<CustomerDocumentSummary> {
  if (!(await findEntityRecord(tx, 'customers', customerId)))
    throw notFound('Der Kunde wurde nicht gefunden.');
  const [figures, recent, open] = await Promise.all([
    sumCustomerFigures(tx, tenantId, customerId, today),
    listCustomerRecentDocuments(tx, tenantId, customerId, today, CUSTOMER_RECENT_DOCUMENTS),
    listCustomerOpenItems(tx, tenantId, customerId, today),
  ]);
  const year = Number(today.slice(0, 4));
  return {
    receivables: {
      open: { count: figures.openCount, sum: figures.openSum },
      overdue: { count: figures.overdueCount, sum: figures.overdueSum },
    },
    revenue: {
      current: { year, net: figures.revenueCurrent },
      previous: { year: year - 1, net: figures.revenuePrevious },
    },
    documents_total: figures.total,
    documents: recent.map((d) => ({
      id: d.id,
      type: d.type as DocumentType,
      number: d.number,
      status: d.status as DocumentStatus,
      overdue: d.overdue,
      document_date: d.documentDate,
      gross: d.gross,
    })),
    open_items: open.map((d) => ({
      id: d.id,
      type: d.type as DocumentType,
      number: d.number,
      document_date: d.documentDate,
      due_date: d.dueDate,
      gross: d.gross,
      open: d.open,
      days_overdue: d.daysOverdue,
    })),
  };
}
