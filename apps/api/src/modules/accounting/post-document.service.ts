import { AccountingError, createLedger, postDocument, type JournalEntry } from '@kontor/accounting';
import type { DocumentType, VatGroup } from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { storeEntries } from './store-entries.ts';
import { debtorAccountOf, tenantChart } from './tenant-ledger.ts';

/** A document just finalized, as the documents module hands it over for posting. */
export interface FinalizedDocument {
  id: number;
  type: DocumentType;
  number: string;
  documentDate: string;
  serviceDate: string | null;
  customer: { id: number; number: string | null; name: string };
  vatGroups: readonly VatGroup[];
  smallBusiness: boolean;
  /** Credit note / Storno: the invoice it refers to. */
  refersTo: { number: string; type: DocumentType } | null;
  /** Final invoice: the advance invoices it deducts. */
  deductedAdvances: readonly { number: string; vatGroups: readonly VatGroup[] }[];
}

const bookedTypes: readonly DocumentType[] = [
  'invoice',
  'advanceInvoice',
  'finalInvoice',
  'creditNote',
  'cancellation',
];

/**
 * Books a finalized invoice, advance/final invoice, credit note or Storno in the finalizing
 * transaction: one entry per VAT category and rate against the customer's debtor account (rules
 * of @kontor/accounting). Quotes, order confirmations and delivery notes book nothing. A rule
 * that cannot be applied (a rate without a revenue account) refuses the finalizing with 400.
 */
export async function postFinalizedDocument(tx: Tx, actor: Actor, doc: FinalizedDocument) {
  if (!bookedTypes.includes(doc.type)) return 0;
  const debtor = await debtorAccountOf(tx, actor.tenantId, doc.customer);
  const ledger = createLedger(await tenantChart(tx), { personalAccounts: [debtor] });
  let entries: JournalEntry[];
  try {
    entries = postDocument(
      {
        id: String(doc.id),
        type: doc.type,
        number: doc.number,
        documentDate: doc.documentDate,
        serviceDate: doc.serviceDate,
        debtorAccount: debtor.number,
        customerName: doc.customer.name,
        vatGroups: doc.vatGroups,
        smallBusiness: doc.smallBusiness,
        ...(doc.refersTo && { refersTo: doc.refersTo }),
        deductedAdvances: doc.deductedAdvances,
      },
      ledger,
    );
  } catch (error) {
    if (error instanceof AccountingError) throw badRequest(`Nicht buchbar: ${error.message}`);
    throw error;
  }
  await storeEntries(tx, actor, entries, ledger, { documentId: doc.id });
  return entries.length;
}
