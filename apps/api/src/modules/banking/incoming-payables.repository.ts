import type { OpenItem } from '@kontor/banking';
import { roundMoney, toBig } from '@kontor/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { bankAllocations, entities, incomingInvoices, incomingInvoiceLines } from '../../db/schema/index.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const compactIban = (value: unknown) => text(value)?.replace(/\s+/g, '').toUpperCase() ?? null;

/** An approved incoming invoice with what the bank side needs: vendor, amounts, Skonto, bank data. */
export interface PayableInvoice {
  id: number;
  status: string;
  number: string;
  isCreditNote: boolean;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  /** What the vendor asks for (amount due, else gross). */
  total: string;
  /** Sum of standing bank allocations. */
  paid: string;
  /** Settled by a payment with Skonto: nothing stays open. */
  settledWithSkonto: boolean;
  /** Still open (0 when paid or settled with Skonto). */
  open: string;
  /** Discount while Skonto runs (only before any payment), else null. */
  skontoDiscount: string | null;
  skontoUntil: string | null;
  skontoPercent: string | null;
  vendor: {
    id: number;
    number: string | null;
    name: string;
    data: Record<string, unknown>;
    /**
     * The IBAN of the vendor's master data: transfers go only there (an IBAN only the invoice
     * names may be a fraud's), matching also knows the invoice's.
     */
    iban: string | null;
    ibans: string[];
  };
}

/**
 * Approved (with `ids` also paid) incoming invoices with their vendor, the amount still open after
 * the standing bank allocations, and the Skonto of the invoice's payment terms.
 */
export async function listPayableInvoices(
  tx: Tx,
  tenantId: number,
  ids?: number[],
): Promise<PayableInvoice[]> {
  const rows = await tx
    .select({
      id: incomingInvoices.id,
      status: incomingInvoices.status,
      number: incomingInvoices.number,
      documentType: incomingInvoices.documentType,
      issueDate: incomingInvoices.issueDate,
      dueDate: incomingInvoices.dueDate,
      currency: incomingInvoices.currency,
      grossTotal: incomingInvoices.grossTotal,
      dueTotal: incomingInvoices.dueTotal,
      skontoUntil: incomingInvoices.skontoUntil,
      skontoAmount: incomingInvoices.skontoAmount,
      skontoPercent: sql<unknown>`${incomingInvoices.extracted} #> '{draft,paymentTerms,skonto,0,percent}'`,
      invoiceIban: sql<unknown>`${incomingInvoices.extracted} #> '{seller,iban}'`,
      vendorId: entities.id,
      vendorNumber: entities.number,
      vendorName: entities.name,
      vendorData: entities.data,
    })
    .from(incomingInvoices)
    .innerJoin(
      entities,
      and(eq(entities.tenantId, incomingInvoices.tenantId), eq(entities.id, incomingInvoices.vendorId)),
    )
    .where(
      and(
        eq(incomingInvoices.tenantId, tenantId),
        ids ? inArray(incomingInvoices.id, ids.length ? ids : [-1]) : eq(incomingInvoices.status, 'approved'),
      ),
    );
  if (!rows.length) return [];
  const allocations = await tx
    .select({
      invoiceId: bankAllocations.incomingInvoiceId,
      amount: bankAllocations.amount,
      settleWithSkonto: bankAllocations.settleWithSkonto,
    })
    .from(bankAllocations)
    .where(
      and(
        eq(bankAllocations.tenantId, tenantId),
        eq(bankAllocations.targetType, 'incoming_invoice'),
        isNull(bankAllocations.reversedAt),
        inArray(
          bankAllocations.incomingInvoiceId,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.flatMap((row): PayableInvoice[] => {
    const totalText = row.dueTotal ?? row.grossTotal;
    if (!row.number || !row.issueDate || totalText === null) return [];
    const total = toBig(totalText).abs();
    const mine = allocations.filter((a) => a.invoiceId === row.id);
    const paid = mine.reduce((sum, a) => sum.plus(a.amount), toBig(0));
    const settledWithSkonto = mine.some((a) => a.settleWithSkonto);
    const open = settledWithSkonto ? toBig(0) : total.minus(paid);
    const percent = typeof row.skontoPercent === 'string' ? row.skontoPercent : null;
    const withSkonto =
      !mine.length && !!row.skontoUntil && row.skontoAmount !== null && toBig(row.skontoAmount).gt(0);
    const data = row.vendorData ?? {};
    const ibans = [compactIban(data.iban), compactIban(row.invoiceIban)].filter((i): i is string => !!i);
    return [
      {
        id: row.id,
        status: row.status,
        number: row.number,
        isCreditNote: row.documentType === 'credit-note',
        issueDate: row.issueDate,
        dueDate: row.dueDate,
        currency: row.currency,
        total: roundMoney(total),
        paid: roundMoney(paid),
        settledWithSkonto,
        open: roundMoney(open.lt(0) ? toBig(0) : open),
        skontoDiscount: withSkonto ? roundMoney(toBig(row.skontoAmount!)) : null,
        skontoUntil: withSkonto ? row.skontoUntil : null,
        skontoPercent: withSkonto && percent ? toBig(percent).toString() : null,
        vendor: {
          id: row.vendorId,
          number: row.vendorNumber,
          name: row.vendorName,
          data,
          iban: compactIban(data.iban),
          ibans: [...new Set(ibans)],
        },
      },
    ];
  });
}

/** Approved incoming invoices still open, as @kontor/banking open items (money out; credit notes in). */
export async function listOpenIncomingItems(tx: Tx, tenantId: number): Promise<OpenItem[]> {
  return (await listPayableInvoices(tx, tenantId))
    .filter((p) => toBig(p.open).gt(0))
    .map((p) => ({
      targetType: 'incoming_invoice',
      targetId: String(p.id),
      kind: p.isCreditNote ? 'credit_note' : 'invoice',
      number: p.number,
      partnerNumber: p.vendor.number,
      partnerName: p.vendor.name,
      partnerIbans: p.vendor.ibans,
      openAmount: p.open,
      skontoAmount: p.skontoDiscount ? roundMoney(toBig(p.open).minus(p.skontoDiscount)) : null,
      skontoDeadline: p.skontoUntil,
      skontoPercent: p.skontoPercent,
      documentDate: p.issueDate,
      dueDate: p.dueDate,
      endToEndIds: [],
    }));
}

/** Gross per VAT rate of an invoice's booking lines: weights the Skonto split over the rates. */
export async function grossByRate(tx: Tx, tenantId: number, invoiceId: number) {
  const lines = await tx
    .select({
      vatRate: incomingInvoiceLines.vatRate,
      net: incomingInvoiceLines.net,
      vat: incomingInvoiceLines.vat,
    })
    .from(incomingInvoiceLines)
    .where(and(eq(incomingInvoiceLines.tenantId, tenantId), eq(incomingInvoiceLines.invoiceId, invoiceId)));
  const byRate = new Map<string, ReturnType<typeof toBig>>();
  for (const line of lines) {
    const rate = toBig(line.vatRate).toString();
    byRate.set(rate, (byRate.get(rate) ?? toBig(0)).plus(line.net).plus(line.vat));
  }
  return [...byRate]
    .filter(([, gross]) => !gross.eq(0))
    .map(([rate, gross]) => ({ rate, gross: roundMoney(gross) }));
}
