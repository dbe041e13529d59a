import { createHash } from 'node:crypto';
import Big from 'big.js';
import { roundMoney } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { defaultExpenseAccount } from '../accounting/index.ts';
import { storeCheckedBuffer } from '../files/index.ts';
import {
  findInvoicesBySha256,
  findRecentAccountsOfVendor,
  insertIncomingInvoice,
  insertStatusChange,
  replaceBookingLines,
} from './incoming-invoices.repository.ts';
import { recordIncomingInvoiceChange } from './incoming-invoice-history.ts';
import { summaryOf } from './incoming-invoice-view.ts';
import { invoiceDataOf, type InvoiceFigures, type Seller } from './invoice-data.ts';
import type { ReadUpload } from './read-upload.ts';
import { findSameNumber, matchVendor, vendorRefOf } from './vendor-matching.service.ts';

const EU_COUNTRIES = new Set(
  'AT BE BG CY CZ DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

export type Taxation = 'standard' | 'reverseCharge' | 'euService' | 'intraEuAcquisition';

/**
 * § 1a: a K breakdown (intra-community supply, exempt in the vendor's state) is an intra-EU
 * acquisition of goods. § 13b: an AE breakdown is reverse charge; from another EU state it is a
 * service under Abs. 1.
 */
export function taxationOf(figures: InvoiceFigures, seller: Seller): Taxation {
  if (figures.vatBreakdown.some((v) => v.category === 'K')) return 'intraEuAcquisition';
  if (!figures.vatBreakdown.some((v) => v.category === 'AE')) return 'standard' as const;
  return seller.country && EU_COUNTRIES.has(seller.country)
    ? ('euService' as const)
    : ('reverseCharge' as const);
}

/** The German VAT rate a net amount with this tax was computed with (receipts give no rate). */
const rateOf = (net: string, tax: string) => {
  if (new Big(net).eq(0)) return '0';
  const percent = new Big(tax).div(net).times(100);
  return ['19', '7', '0'].find((r) => percent.minus(r).abs().lt(0.5)) ?? percent.round(2).toString();
};

/** First booking lines: one per VAT rate of the invoice, on the vendor's usual account. */
export async function suggestedLines(
  tx: Tx,
  vendor: { id: number; expenseAccount: string | null } | null,
  figures: InvoiceFigures,
  taxation: Taxation,
) {
  const reverseCharge = taxation !== 'standard';
  const known =
    vendor?.expenseAccount ?? (vendor ? (await findRecentAccountsOfVendor(tx, vendor.id))[0] : undefined);
  const parts = figures.vatBreakdown.filter((v) => v.net !== null);
  const groups =
    parts.length > 0
      ? parts.map((v) => ({ net: v.net!, tax: v.tax ?? '0', rate: v.rate ?? rateOf(v.net!, v.tax ?? '0') }))
      : figures.net !== null && figures.tax !== null
        ? [{ net: figures.net, tax: figures.tax, rate: rateOf(figures.net, figures.tax) }]
        : [];
  const lines = [];
  for (const group of groups) {
    // Under § 13b and § 1a the invoice shows no VAT; the rate is the German one the buyer owes.
    const rate = reverseCharge ? '19' : group.rate;
    lines.push({
      account: known ?? (await defaultExpenseAccount(tx, rate, taxation)),
      net: roundMoney(new Big(group.net)),
      vatRate: new Big(rate).toFixed(2),
      vat: reverseCharge ? '0.00' : roundMoney(new Big(group.tax)),
      costCentre: null,
      projectId: null,
      text: null,
    });
  }
  return lines;
}

export const searchTextOf = (figures: InvoiceFigures, seller: Seller, vendorName: string | undefined) =>
  [figures.number, seller.name, vendorName, seller.vat_id, seller.iban]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/**
 * Stores an uploaded invoice: the original unchanged through the files module (SHA-256, quota,
 * type checks), the data read from it, the matched vendor, a duplicate warning (same bytes, or
 * same vendor and number), first booking lines and the first status entry — one transaction.
 */
export async function storeIncomingInvoice(
  deps: Pick<AppDeps, 'blobStore' | 'config'>,
  tx: Tx,
  actor: Actor,
  read: ReadUpload,
  file: { bytes: Uint8Array; fileName: string | null },
) {
  const { extracted, figures } = invoiceDataOf(read);
  const base = (file.fileName ?? 'Eingangsrechnung').replace(/\.[^.]*$/, '') || 'Eingangsrechnung';
  const fileName = `${base}.${read.extension}`;
  const stored = await storeCheckedBuffer(deps, tx, actor, {
    filename: fileName,
    contentType: read.contentType,
    content: Buffer.from(file.bytes),
  });
  if ('refused' in stored) throw badRequest(stored.refused, { file: stored.refused });
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');

  const match = await matchVendor(tx, actor.tenantId, extracted.seller);
  const vendor = match ? await vendorRefOf(tx, match.vendorId) : null;
  let duplicateOf = (await findInvoicesBySha256(tx, sha256))[0]?.id ?? null;
  let duplicateWarning = duplicateOf
    ? 'Diese Datei wurde bereits hochgeladen. Bitte prüfen, ob es sich um ein Duplikat handelt.'
    : null;
  if (!duplicateOf && vendor && figures.number) {
    const same = await findSameNumber(tx, vendor.id, figures.number);
    duplicateOf = same?.id ?? null;
    duplicateWarning = same?.warning ?? null;
  }
  const taxation = taxationOf(figures, extracted.seller);
  const row = await insertIncomingInvoice(tx, {
    tenantId: actor.tenantId,
    fileId: stored.fileId,
    fileSha256: sha256,
    fileName,
    sourceKind: read.sourceKind,
    documentType: figures.documentType,
    vendorId: vendor?.id ?? null,
    number: figures.number,
    issueDate: figures.issueDate,
    dueDate: figures.dueDate,
    serviceDate: figures.serviceDate,
    currency: figures.currency,
    netTotal: figures.net,
    taxTotal: figures.tax,
    grossTotal: figures.gross,
    dueTotal: figures.due,
    skontoUntil: figures.skontoUntil,
    skontoAmount: figures.skontoAmount,
    taxation,
    vatBreakdown: figures.vatBreakdown,
    findings: read.findings,
    extracted: {
      ...extracted,
      vendorMatchReason: match?.reason ?? null,
      duplicateWarning,
    } as unknown as Record<string, unknown>,
    searchText: searchTextOf(figures, extracted.seller, vendor?.name),
    duplicateOf,
    createdBy: actor.userId,
  });
  const expenseAccount = vendor ? (vendor.record.data.expense_account as string | undefined) : undefined;
  const lines = await suggestedLines(
    tx,
    vendor ? { id: vendor.id, expenseAccount: expenseAccount?.trim() || null } : null,
    figures,
    taxation,
  );
  await replaceBookingLines(tx, actor.tenantId, row.id, lines);
  await insertStatusChange(tx, {
    tenantId: actor.tenantId,
    invoiceId: row.id,
    fromStatus: null,
    toStatus: 'draft',
    changedBy: actor.userId,
  });
  await recordIncomingInvoiceChange(tx, actor, row.id, 'created', {
    number: { from: null, to: row.number },
    gross: { from: null, to: row.grossTotal },
  });
  return summaryOf(tx, row);
}
