import Big from 'big.js';
import { roundMoney } from '@kontor/contracts';
import { AccountingError } from '../accounting-error.ts';
import { ledgerAccount, type Ledger } from '../chart/ledger.ts';
import type { Side, VatFunctionId } from '../chart/vat-functions.ts';
import { taxOf } from '../journal/entry-tax.ts';
import type { JournalEntry, JournalProject } from '../journal/journal-entry.ts';
import { buildEntry, type EntryBase } from './build-entry.ts';

/** One booking line of an incoming invoice (DOMAIN "Incoming invoices": account, cost centre, project, net, rate, VAT, text). */
export interface IncomingInvoiceLine {
  account: string;
  net: string;
  vatRate: string;
  /** VAT as the vendor stated it; for reverse charge computed here (the invoice shows none). */
  vat: string;
  costCentre?: string;
  project?: JournalProject;
  text?: string;
}

export interface IncomingInvoiceForPosting {
  id: string;
  /** The vendor's invoice number (Belegfeld 1, open-item key of the creditor). */
  number: string;
  documentDate: string;
  serviceDate?: string | null;
  creditorAccount: string;
  vendorName: string;
  /** A credit note from the vendor: every side swapped. */
  isCreditNote?: boolean;
  /**
   * standard: input VAT from the invoice. reverseCharge: § 13b Abs. 2 (e.g. construction services
   * from a German contractor). euService: § 13b Abs. 1 (services from an EU contractor). Under both
   * reverse-charge cases the buyer owes the VAT and deducts it again (Kz 84/85 or 46/47 and 67).
   * intraEuAcquisition: goods from a supplier in another EU state (§ 1a UStG); the buyer owes the
   * acquisition VAT and deducts it again (Kz 89/93 and 61).
   */
  taxation: 'standard' | 'reverseCharge' | 'euService' | 'intraEuAcquisition';
  lines: readonly IncomingInvoiceLine[];
}

function functionFor(
  taxation: IncomingInvoiceForPosting['taxation'],
  rate: string,
  record: string,
): VatFunctionId | null {
  const percent = new Big(rate);
  if (percent.eq(0)) return null;
  const suffix = percent.eq(19) ? '19' : percent.eq(7) ? '7' : null;
  if (!suffix)
    throw new AccountingError(
      `Der Steuersatz ${rate} % wird nicht gebucht; möglich sind 19 % und 7 %.`,
      record,
    );
  if (taxation === 'reverseCharge') return `reverseChargeReceived${suffix}`;
  if (taxation === 'euService') return `euServiceReceived${suffix}`;
  if (taxation === 'intraEuAcquisition') return `intraEuAcquisition${suffix}`;
  return `input${suffix}`;
}

/**
 * The booking lines of an approved incoming invoice against the vendor's creditor account. Lines
 * with the same account, rate, cost centre and project are summed. With standard taxation each entry is the
 * gross with its input VAT; if the vendor's VAT differs from what the gross implies (per-line
 * rounding), the difference moves from the expense to the input VAT account, so the books hold
 * exactly the VAT of the invoice and the creditor its total. Under reverse charge the creditor gets the net only and the VAT is added on
 * both sides.
 */
export function postIncomingInvoice(invoice: IncomingInvoiceForPosting, ledger: Ledger): JournalEntry[] {
  const record = `Eingangsrechnung ${invoice.number}`;
  if (invoice.lines.length === 0) throw new AccountingError('Die Rechnung hat keine Buchungszeilen.', record);
  const groups = new Map<string, { line: IncomingInvoiceLine; net: Big; vat: Big }>();
  for (const line of invoice.lines) {
    if (!ledgerAccount(ledger, line.account))
      throw new AccountingError(`Das Sachkonto ${line.account} gibt es nicht.`, record);
    const key = `${line.account}|${new Big(line.vatRate).toString()}|${line.costCentre ?? ''}|${line.project?.id ?? ''}`;
    const group = groups.get(key) ?? { line, net: new Big(0), vat: new Big(0) };
    group.net = group.net.plus(line.net);
    group.vat = group.vat.plus(line.vat);
    groups.set(key, group);
  }
  const expenseSide: Side = invoice.isCreditNote ? 'credit' : 'debit';
  const entries: JournalEntry[] = [];
  const base = (account: string, amount: Big, text: string, line: IncomingInvoiceLine): EntryBase => {
    const flip = amount.lt(0) !== (expenseSide === 'credit');
    return {
      date: invoice.documentDate,
      belegfeld1: invoice.number,
      text,
      debit: flip ? invoice.creditorAccount : account,
      credit: flip ? account : invoice.creditorAccount,
      amount: roundMoney(amount.abs()),
      ...(invoice.serviceDate && { serviceDate: invoice.serviceDate }),
      ...(line.costCentre && { costCentre: line.costCentre }),
      ...(line.project && { project: line.project }),
      source: { type: 'incomingInvoice', id: invoice.id },
    };
  };
  for (const { line, net, vat } of groups.values()) {
    const fn = functionFor(invoice.taxation, line.vatRate, record);
    const text = line.text ?? `${invoice.vendorName} ${invoice.number}`;
    const reverseCharge = invoice.taxation !== 'standard';
    const amount = reverseCharge || !fn ? net : net.plus(vat);
    if (amount.eq(0)) continue;
    const entryBase = base(line.account, amount, text, line);
    const accountSide: Side = entryBase.debit === line.account ? 'debit' : 'credit';
    const entry = buildEntry(ledger, entryBase, fn ? { function: fn, side: accountSide } : undefined);
    entries.push(entry);
    if (!reverseCharge && fn) {
      const stated = vat.abs();
      const booked = new Big(taxOf(entry.amount, fn));
      const difference = stated.minus(booked).times(amount.lt(0) ? -1 : 1);
      if (!difference.eq(0)) {
        // Moves the rounding cent(s) between the expense and the input VAT; the creditor keeps the invoice total.
        const taxAccount = ledger.accountFor(fn === 'input19' ? 'inputVat19' : 'inputVat7');
        const toTax = difference.gt(0) !== (expenseSide === 'credit');
        entries.push(
          buildEntry(ledger, {
            ...base(line.account, difference, `Vorsteuer-Rundung ${invoice.number}`, line),
            debit: toTax ? taxAccount : line.account,
            credit: toTax ? line.account : taxAccount,
          }),
        );
      }
    }
  }
  return entries;
}
