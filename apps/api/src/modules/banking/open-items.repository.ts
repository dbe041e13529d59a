import type { OpenItem } from '@kontor/banking';
import { receivableTypes, roundMoney, toBig } from '@kontor/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { documents, entities } from '../../db/schema/index.ts';
import { openAmount } from '../documents/index.ts';

const payableTypes = [...receivableTypes, 'creditNote'];
const openStatuses = ['finalized', 'sent', 'partiallyPaid'];

export interface TargetDocument {
  id: number;
  type: string;
  status: string;
  number: string | null;
  customerName: string | null;
}

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Open outgoing invoices and credit notes as @kontor/banking open items: what is still open, the
 * Skonto amount while its period runs (only before any payment), customer number and IBAN.
 */
export async function listOpenItems(tx: Tx, tenantId: number, ids?: number[]): Promise<OpenItem[]> {
  const rows = await tx
    .select({
      id: documents.id,
      type: documents.type,
      status: documents.status,
      number: documents.number,
      customerName: documents.customerName,
      documentDate: documents.documentDate,
      dueDate: documents.dueDate,
      payableTotal: documents.payableTotal,
      paidTotal: documents.paidTotal,
      skontoPercent: sql<unknown>`${documents.header} -> 'skonto_percent'`,
      skontoDays: sql<unknown>`${documents.header} -> 'skonto_days'`,
      customerNumber: entities.number,
      customerIban: sql<unknown>`${entities.data} -> 'iban'`,
    })
    .from(documents)
    .leftJoin(entities, and(eq(entities.tenantId, documents.tenantId), eq(entities.id, documents.customerId)))
    .where(
      and(
        eq(documents.tenantId, tenantId),
        inArray(documents.type, payableTypes),
        inArray(documents.status, openStatuses),
        ...(ids ? [inArray(documents.id, ids.length ? ids : [-1])] : []),
      ),
    );
  return rows.flatMap((row): OpenItem[] => {
    const open = toBig(openAmount(row)).abs();
    if (open.eq(0) || !row.number) return [];
    const percent = text(row.skontoPercent);
    const days = typeof row.skontoDays === 'number' ? row.skontoDays : null;
    const withSkonto =
      percent !== null && days !== null && toBig(percent).gt(0) && toBig(row.paidTotal).eq(0);
    const discount = withSkonto ? toBig(row.payableTotal).abs().times(percent!).div(100) : null;
    const iban = text(row.customerIban)?.replace(/\s+/g, '').toUpperCase();
    return [
      {
        targetType: 'document',
        targetId: String(row.id),
        kind: row.type === 'creditNote' ? 'credit_note' : 'invoice',
        number: row.number,
        partnerNumber: row.customerNumber,
        partnerName: row.customerName ?? '',
        partnerIbans: iban ? [iban] : [],
        openAmount: roundMoney(open),
        skontoAmount: discount ? roundMoney(open.minus(discount)) : null,
        skontoDeadline: withSkonto ? addDays(row.documentDate, days!) : null,
        skontoPercent: withSkonto ? percent : null,
        documentDate: row.documentDate,
        dueDate: row.dueDate,
        endToEndIds: [],
      },
    ];
  });
}

/** Documents named by allocations, whatever their status (display and checks). */
export const findTargetDocuments = async (tx: Tx, tenantId: number, ids: number[]) =>
  ids.length
    ? ((await tx
        .select({
          id: documents.id,
          type: documents.type,
          status: documents.status,
          number: documents.number,
          customerName: documents.customerName,
        })
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, ids)))) satisfies TargetDocument[])
    : [];

/** Documents to collect by direct debit, with their customer's mandate, bank and address data. */
export const findDirectDebitDocuments = (tx: Tx, tenantId: number, ids: number[]) =>
  tx
    .select({
      id: documents.id,
      type: documents.type,
      status: documents.status,
      number: documents.number,
      payableTotal: documents.payableTotal,
      paidTotal: documents.paidTotal,
      customerName: documents.customerName,
      customer: entities.data,
    })
    .from(documents)
    .leftJoin(entities, and(eq(entities.tenantId, documents.tenantId), eq(entities.id, documents.customerId)))
    .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, ids.length ? ids : [-1])));
