import Big from 'big.js';
import { roundMoney, type DocumentType, type VatGroup } from '@kontor/contracts';
import { AccountingError } from '../accounting-error.ts';
import type { AccountRole } from '../chart/account.ts';
import type { Ledger } from '../chart/ledger.ts';
import type { Side } from '../chart/vat-functions.ts';
import type { JournalEntry, JournalProject } from '../journal/journal-entry.ts';
import { accountVatFunction, buildEntry } from './build-entry.ts';
import { advanceRoleFor, revenueRoleFor, type RevenueOptions } from './revenue-account.ts';

/** A finalized outgoing document as the posting rules need it (amounts from `calculateDocumentTotals`). */
export interface DocumentForPosting extends RevenueOptions {
  id: string;
  type: DocumentType;
  number: string;
  /** Belegdatum, ISO. */
  documentDate: string;
  serviceDate?: string | null;
  debtorAccount: string;
  customerName: string;
  vatGroups: readonly VatGroup[];
  /** Credit note / Storno: the invoice it refers to. Its number is the open-item key (Belegfeld 1). */
  refersTo?: { number: string; type: DocumentType };
  /** Final invoice: the advance invoices it deducts, with their VAT groups. */
  deductedAdvances?: readonly { number: string; vatGroups: readonly VatGroup[] }[];
  costCentre?: string;
  /** The document's project: every entry carries it (DATEV KOST2). */
  project?: JournalProject;
}

const bookedTypes: readonly DocumentType[] = [
  'invoice',
  'advanceInvoice',
  'finalInvoice',
  'creditNote',
  'cancellation',
];

const typeLabel: Partial<Record<DocumentType, string>> = {
  invoice: 'Rechnung',
  advanceInvoice: 'Abschlagsrechnung',
  finalInvoice: 'Schlussrechnung',
  creditNote: 'Gutschrift',
  cancellation: 'Storno',
};

const gross = (group: VatGroup) => roundMoney(new Big(group.taxable).plus(group.tax));

/**
 * The journal entries of a finalized invoice, advance invoice, final invoice, credit note or
 * Storno: one entry per VAT group against the debtor. Invoices debit the debtor; credit notes and
 * Stornos (which carry positive amounts) credit it. A final invoice books its full revenue and
 * takes the deducted advances back off the advances accounts, so the debtor ends at the amount due
 * and the advance VAT is not owed twice. Groups of zero are skipped; a negative group (a document
 * whose discounts exceed its lines) books on the opposite sides.
 */
export function postDocument(document: DocumentForPosting, ledger: Ledger): JournalEntry[] {
  const record = `${typeLabel[document.type] ?? 'Beleg'} ${document.number}`;
  if (!bookedTypes.includes(document.type))
    throw new AccountingError(
      'Angebote, Auftragsbestätigungen und Lieferscheine werden nicht gebucht.',
      record,
    );
  const reduces = document.type === 'creditNote' || document.type === 'cancellation';
  const onAdvances =
    document.type === 'advanceInvoice' ||
    (document.type === 'cancellation' && document.refersTo?.type === 'advanceInvoice');
  const openItem = reduces && document.refersTo ? document.refersTo.number : document.number;
  const text =
    reduces && document.refersTo
      ? `${typeLabel[document.type]} ${document.number} zu ${document.refersTo.number} ${document.customerName}`
      : `${typeLabel[document.type]} ${document.number} ${document.customerName}`;

  const entries: JournalEntry[] = [];
  const book = (group: VatGroup, role: AccountRole, customerSide: Side, entryText: string) => {
    let amount = new Big(gross(group));
    if (amount.eq(0)) return;
    let side = customerSide;
    if (amount.lt(0)) {
      amount = amount.abs();
      side = side === 'debit' ? 'credit' : 'debit';
    }
    const account = ledger.accountFor(role);
    const fn = accountVatFunction(ledger, account);
    const revenueSide: Side = side === 'debit' ? 'credit' : 'debit';
    const entry = buildEntry(
      ledger,
      {
        date: document.documentDate,
        belegfeld1: openItem,
        text: entryText,
        debit: side === 'debit' ? document.debtorAccount : account,
        credit: side === 'debit' ? account : document.debtorAccount,
        amount: roundMoney(amount),
        ...(document.serviceDate && { serviceDate: document.serviceDate }),
        ...(document.costCentre && { costCentre: document.costCentre }),
        ...(document.project && { project: document.project }),
        source: { type: 'document', id: document.id },
      },
      fn ? { function: fn, side: revenueSide } : undefined,
    );
    if (new Big(entry.taxAmount ?? 0).abs().cmp(new Big(group.tax).abs()) !== 0)
      throw new AccountingError(
        `Die Umsatzsteuer ${group.tax} der Gruppe ${group.rate} % ist nicht gerundet wie üblich.`,
        record,
      );
    entries.push(entry);
  };

  for (const group of document.vatGroups) {
    const role = onAdvances
      ? advanceRoleFor(group.category, group.rate)
      : revenueRoleFor(group.category, group.rate, document);
    book(group, role, reduces ? 'credit' : 'debit', text);
  }
  if (document.type === 'finalInvoice') {
    for (const advance of document.deductedAdvances ?? []) {
      for (const group of advance.vatGroups) {
        book(
          group,
          advanceRoleFor(group.category, group.rate),
          'credit',
          `Verrechnung ${advance.number} in ${document.number}`,
        );
      }
    }
  }
  return entries;
}
