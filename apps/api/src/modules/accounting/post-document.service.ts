import { AccountingError, createLedger, postDocument, type PersonalAccount } from '@kontor/accounting';
import type { DocumentType, VatGroup } from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { storePostings, type Posting } from './store-entries.ts';
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
  /** The document's project; its entries carry it (DATEV KOST2 = its number). */
  project?: { id: number; number: string | null } | null;
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
export const postFinalizedDocument = (tx: Tx, actor: Actor, doc: FinalizedDocument) =>
  postFinalizedDocuments(tx, actor, [doc]);

/**
 * Books many finalized documents in the caller's transaction (bulk booking: a backfill, an
 * import of a year): the same entries as posting each on its own, with the chart read once, each
 * customer's debtor account looked up (or assigned) once and all entries written together.
 * Returns the number of entries.
 */
export async function postFinalizedDocuments(tx: Tx, actor: Actor, docs: readonly FinalizedDocument[]) {
  const booked = docs.filter((doc) => bookedTypes.includes(doc.type));
  if (booked.length === 0) return 0;
  const chart = await tenantChart(tx);
  const debtors = new Map<number, PersonalAccount>();
  for (const doc of booked)
    if (!debtors.has(doc.customer.id))
      debtors.set(doc.customer.id, await debtorAccountOf(tx, actor.tenantId, doc.customer));
  const ledger = createLedger(chart, { personalAccounts: [...debtors.values()] });
  const postings: Posting[] = [];
  for (const doc of booked) {
    const debtor = debtors.get(doc.customer.id)!;
    try {
      const entries = postDocument(
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
          ...(doc.project && { project: { id: String(doc.project.id), number: doc.project.number ?? '' } }),
        },
        ledger,
      );
      postings.push({ entries, links: { documentId: doc.id } });
    } catch (error) {
      if (error instanceof AccountingError)
        throw badRequest(
          booked.length === 1
            ? `Nicht buchbar: ${error.message}`
            : `${doc.number} nicht buchbar: ${error.message}`,
        );
      throw error;
    }
  }
  await storePostings(tx, actor, postings, ledger);
  return postings.reduce((sum, posting) => sum + posting.entries.length, 0);
}
