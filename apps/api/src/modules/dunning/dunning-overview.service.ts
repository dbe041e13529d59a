import {
  calculateDefaultInterest,
  daysBetweenIso,
  dunningStageLabel,
  nextDunningLevel,
  sumMoney,
  type DunningCustomerKind,
  type DunningOverview,
  type OverdueInvoice,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { berlinToday } from '../documents/index.ts';
import { listOverdueInvoiceRows } from './dunning.repository.ts';

/** Customers without a kind are businesses (the registry's default). */
export const customerKindOf = (kind: string | null | undefined): DunningCustomerKind =>
  kind === 'person' ? 'person' : 'company';

/** Overdue invoices grouped by their current Mahnstufe (0 = not reminded yet), with interest to date. */
export async function getDunningOverview(tx: Tx, asOf: string = berlinToday()): Promise<DunningOverview> {
  const rows = await listOverdueInvoiceRows(tx, asOf);
  const items: OverdueInvoice[] = rows.map((row) => {
    const customerKind = customerKindOf(row.customerKind);
    const interest = calculateDefaultInterest({
      openAmount: row.open,
      dueDate: row.dueDate,
      asOf,
      customerKind,
    });
    return {
      document_id: row.id,
      type: row.type as OverdueInvoice['type'],
      number: row.number,
      customer_id: row.customerId,
      customer_name: row.customerName,
      customer_kind: customerKind,
      document_date: row.documentDate,
      due_date: row.dueDate,
      gross: row.gross,
      paid: row.paid,
      open: row.open,
      days_overdue: daysBetweenIso(row.dueDate, asOf),
      level: row.level,
      next_level: nextDunningLevel(row.level),
      last_notice_id: row.lastNotice?.id ?? null,
      last_notice_date: row.lastNotice?.notice_date ?? null,
      last_notice_due_date: row.lastNotice?.due_date ?? null,
      interest_rate: interest.rate,
      interest_amount: interest.amount,
    };
  });
  const groups = [0, 1, 2, 3].map((level) => ({
    level,
    label: dunningStageLabel(level),
    items: items.filter((item) => item.level === level),
  }));
  return { as_of: asOf, groups, total_open: sumMoney(items.map((item) => item.open)) };
}
