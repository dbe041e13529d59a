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
import { listOverdueReceivableRows } from '../documents/index.ts';
import { findEntityRecord, findEntityRecords, type EntityRecord } from '../entities/index.ts';
import { listLatestNoticeRows } from './dunning.repository.ts';
import { berlinToday } from '../../core/berlin-time.ts';

/** Customers without a kind are businesses (the registry's default). */
export const customerKindOf = (customer: Pick<EntityRecord, 'data'> | undefined): DunningCustomerKind =>
  customer?.data.kind === 'person' ? 'person' : 'company';

/** Business or consumer decides the interest margin and the flat fee (§ 288 BGB). */
export const customerKindOfDocument = async (tx: Tx, customerId: number | null) =>
  customerKindOf(customerId === null ? undefined : await findEntityRecord(tx, 'customers', customerId));

/** Overdue invoices grouped by their current Mahnstufe (0 = not reminded yet), with interest to date. */
export async function getDunningOverview(tx: Tx, asOf: string = berlinToday()): Promise<DunningOverview> {
  const rows = await listOverdueReceivableRows(tx, asOf);
  const customers = new Map(
    (
      await findEntityRecords(
        tx,
        rows.flatMap((r) => (r.customerId === null ? [] : [r.customerId])),
      )
    ).map((c) => [c.id, c]),
  );
  const lastNotices = new Map(
    (
      await listLatestNoticeRows(
        tx,
        rows.map((r) => r.id),
      )
    ).map((n) => [n.documentId, n]),
  );
  const items: OverdueInvoice[] = rows.map((row) => {
    const customerKind = customerKindOf(row.customerId === null ? undefined : customers.get(row.customerId));
    const lastNotice = lastNotices.get(row.id);
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
      gross: row.payable,
      paid: row.paid,
      open: row.open,
      days_overdue: daysBetweenIso(row.dueDate, asOf),
      level: row.dunningLevel,
      next_level: nextDunningLevel(row.dunningLevel),
      last_notice_id: lastNotice?.id ?? null,
      last_notice_date: lastNotice?.noticeDate ?? null,
      last_notice_due_date: lastNotice?.dueDate ?? null,
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
