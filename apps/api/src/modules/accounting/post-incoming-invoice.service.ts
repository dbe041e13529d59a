import {
  AccountingError,
  createLedger,
  postIncomingInvoice,
  type IncomingInvoiceForPosting,
  type JournalEntry,
} from '@kontor/accounting';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { storeEntries } from './store-entries.ts';
import { creditorAccountOf, tenantChart } from './tenant-ledger.ts';

/** An incoming invoice being approved, as the incoming-invoices module hands it over for posting. */
export interface ApprovedIncomingInvoice {
  id: number;
  number: string;
  documentDate: string;
  serviceDate: string | null;
  vendor: { id: number; number: string | null; name: string };
  isCreditNote: boolean;
  taxation: IncomingInvoiceForPosting['taxation'];
  lines: IncomingInvoiceForPosting['lines'];
}

/**
 * Books an approved incoming invoice in the approving transaction: its booking lines against the
 * vendor's creditor account (assigned from the vendor number, 70000–99999) with input VAT; under
 * § 13b (reverseCharge, euService) input and output VAT. A rule that cannot be applied refuses the
 * approval with 400.
 */
export async function postApprovedIncomingInvoice(tx: Tx, actor: Actor, invoice: ApprovedIncomingInvoice) {
  const creditor = await creditorAccountOf(tx, actor.tenantId, invoice.vendor);
  const ledger = createLedger(await tenantChart(tx), { personalAccounts: [creditor] });
  let entries: JournalEntry[];
  try {
    entries = postIncomingInvoice(
      {
        id: String(invoice.id),
        number: invoice.number,
        documentDate: invoice.documentDate,
        serviceDate: invoice.serviceDate,
        creditorAccount: creditor.number,
        vendorName: invoice.vendor.name,
        isCreditNote: invoice.isCreditNote,
        taxation: invoice.taxation,
        lines: invoice.lines,
      },
      ledger,
    );
  } catch (error) {
    if (error instanceof AccountingError) throw badRequest(`Nicht buchbar: ${error.message}`);
    throw error;
  }
  await storeEntries(tx, actor, entries, ledger, { documentId: null, incomingInvoiceId: invoice.id });
  return { entries: entries.length, creditorAccount: creditor.number };
}
