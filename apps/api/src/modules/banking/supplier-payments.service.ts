import { formatEuro, roundMoney, toBig } from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { BankAllocationRow, BankTransactionRow } from '../../db/schema/index.ts';
import { postBankVendorPayment, reverseBankRuleBooking } from '../accounting/index.ts';
import { setPaidByBank } from '../incoming-invoices/index.ts';
import { insertAllocation } from './bank-transactions.repository.ts';
import { grossByRate, listPayableInvoices, type PayableInvoice } from './incoming-payables.repository.ts';

export interface IncomingAllocationInput {
  target_id: number;
  amount: string;
  settle_with_skonto?: boolean | undefined;
  write_off_rest?: boolean | undefined;
}

export const incomingLabelOf = (p: Pick<PayableInvoice, 'number' | 'vendor'> | undefined) =>
  p ? `${p.number} · ${p.vendor.name}` : 'Eingangsrechnung';

const dateText = (iso: string) => iso.split('-').reverse().join('.');

/**
 * Allocates part of a bank transaction to an approved incoming invoice: money out pays an invoice,
 * money in is a vendor's refund on a credit note. Books creditor ↔ bank (and the Skonto received
 * when the Skonto amount is paid within its period) through the journal, and sets the invoice
 * paid once nothing is open. Refuses in German before anything is written.
 */
export async function allocateToIncomingInvoice(
  tx: Tx,
  actor: Actor,
  row: BankTransactionRow,
  allocation: IncomingAllocationInput,
  field: string,
  options: { automatic: boolean; moneyAccount: string | null },
): Promise<string> {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  const [invoice] = await listPayableInvoices(tx, actor.tenantId, [allocation.target_id]);
  if (!invoice) throw refuse('Eingangsrechnung nicht gefunden.');
  if (invoice.status === 'paid' || toBig(invoice.open).eq(0))
    throw refuse(`Die Eingangsrechnung ${invoice.number} ist bereits bezahlt.`);
  if (invoice.status !== 'approved')
    throw refuse('Nur freigegebene Eingangsrechnungen können Bankumsätzen zugeordnet werden.');
  const moneyIn = toBig(row.amount).gt(0);
  if (moneyIn !== invoice.isCreditNote)
    throw refuse(
      moneyIn
        ? 'Ein Zahlungseingang kann nur einer Gutschrift eines Lieferanten zugeordnet werden.'
        : 'Ein Zahlungsausgang kann nur einer Eingangsrechnung (nicht einer Gutschrift) zugeordnet werden.',
    );
  if (allocation.write_off_rest)
    throw refuse('Bei Eingangsrechnungen wird keine Differenz ausgebucht. Bitte den Betrag prüfen.');
  const amount = toBig(allocation.amount);
  const open = toBig(invoice.open);
  if (amount.gt(open))
    throw refuse(
      `Der Betrag übersteigt den offenen Betrag der Eingangsrechnung ${invoice.number} (${formatEuro(invoice.open)}).`,
    );
  let skonto = toBig(0);
  if (allocation.settle_with_skonto && amount.lt(open)) {
    if (!invoice.skontoDiscount || !invoice.skontoUntil)
      throw refuse(`Für die Eingangsrechnung ${invoice.number} gibt es kein Skonto.`);
    if (row.bookingDate > invoice.skontoUntil)
      throw refuse(
        `Die Skontofrist der Eingangsrechnung ist am ${dateText(invoice.skontoUntil)} abgelaufen.`,
      );
    skonto = open.minus(amount);
    if (skonto.gt(invoice.skontoDiscount))
      throw refuse(
        `Mit Skonto sind höchstens ${formatEuro(invoice.skontoDiscount)} abziehbar; es fehlen ${formatEuro(roundMoney(skonto.minus(invoice.skontoDiscount)))}.`,
      );
  }
  const entryIds = await postBankVendorPayment(tx, actor, {
    transactionId: row.id,
    incomingInvoiceId: invoice.id,
    date: row.bookingDate,
    invoiceNumber: invoice.number,
    vendor: { id: invoice.vendor.id, number: invoice.vendor.number, name: invoice.vendor.name },
    amount: roundMoney(invoice.isCreditNote ? amount.times(-1) : amount),
    skonto: skonto.gt(0)
      ? { amount: roundMoney(skonto), rates: await grossByRate(tx, actor.tenantId, invoice.id) }
      : null,
    moneyAccount: options.moneyAccount,
  });
  await insertAllocation(tx, {
    tenantId: actor.tenantId,
    transactionId: row.id,
    targetType: 'incoming_invoice',
    incomingInvoiceId: invoice.id,
    journalEntryId: entryIds[0]!,
    journalEntryIds: entryIds,
    amount: roundMoney(amount),
    settleWithSkonto: skonto.gt(0),
    isAutomatic: options.automatic,
    createdBy: actor.userId,
  });
  if (skonto.gt(0) || amount.eq(open))
    await setPaidByBank(
      tx,
      actor,
      invoice.id,
      true,
      `Bezahlt laut Bankumsatz vom ${dateText(row.bookingDate)}${skonto.gt(0) ? ` mit ${formatEuro(roundMoney(skonto))} Skonto` : ''}`,
    );
  return `${incomingLabelOf(invoice)} ${formatEuro(roundMoney(amount))}`;
}

/** Undo: reverses the allocation's journal entries and returns a paid invoice to Freigegeben. */
export async function undoIncomingAllocation(
  tx: Tx,
  actor: Actor,
  allocation: BankAllocationRow,
  on: string,
) {
  const invoiceId = allocation.incomingInvoiceId!;
  const ids = allocation.journalEntryIds.length ? allocation.journalEntryIds : [allocation.journalEntryId!];
  for (const id of ids) await reverseBankRuleBooking(tx, actor, id, on, invoiceId);
  await setPaidByBank(tx, actor, invoiceId, false, 'Zahlung aus dem Bankumsatz rückgängig gemacht');
}
