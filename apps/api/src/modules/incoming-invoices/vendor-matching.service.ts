import { isValidIban } from '@kontor/contracts';
import { findDuplicateInvoices, matchVendors, type VendorCandidate } from '@kontor/incoming-invoices';
import type { Tx } from '../../db/database.ts';
import { findEntityRecord, findVendorCandidates } from '../entities/index.ts';
import { findInvoiceNumbersOfVendor } from './incoming-invoices.repository.ts';
import type { Seller } from './invoice-data.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The tenant's vendor that best fits the seller: VAT ID, Steuernummer, IBAN, then name. */
export async function matchVendor(tx: Tx, tenantId: number, seller: Seller) {
  const rows = await findVendorCandidates(tx, tenantId);
  const candidates: VendorCandidate[] = rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    vatId: text(r.data.vat_id),
    taxNumber: text(r.data.tax_number),
    ibans: text(r.data.iban) ? [text(r.data.iban)!] : [],
  }));
  const [best] = matchVendors(
    {
      ...(seller.name && { name: seller.name }),
      ...(seller.vat_id && { vatId: seller.vat_id }),
      ...(seller.tax_number && { taxNumber: seller.tax_number }),
      ...(seller.iban && { iban: seller.iban }),
    },
    candidates,
  );
  return best ? { vendorId: Number(best.vendorId), reason: best.reason } : null;
}

/** The vendor as the contract shows it: id, name, VAT ID. */
export async function vendorRefOf(tx: Tx, vendorId: number | null) {
  if (vendorId === null) return null;
  const record = await findEntityRecord(tx, 'vendors', vendorId);
  if (!record) return null;
  return { id: record.id, name: record.name, vat_id: text(record.data.vat_id), record };
}

/** The data of a new vendor record ("Lieferant anlegen") from what the invoice says. */
export const vendorDataOf = (seller: Seller): Record<string, unknown> => {
  const data: Record<string, unknown> = {
    kind: 'company',
    company_name: seller.name ?? 'Unbekannter Lieferant',
    country: seller.country ?? 'DE',
  };
  const put = (key: string, value: string | null) => {
    if (value) data[key] = value;
  };
  put('street', seller.street);
  put('zip', seller.post_code);
  put('city', seller.city);
  put('email', seller.email);
  put('vat_id', seller.vat_id);
  put('tax_number', seller.tax_number);
  // An invalid IBAN (example data, OCR) would refuse the whole record: left for the user to add.
  if (seller.iban && isValidIban(seller.iban)) data.iban = seller.iban;
  put('bic', seller.bic);
  return data;
};

/** An earlier invoice of the vendor with the same number (normalised): the id and the German warning. */
export async function findSameNumber(tx: Tx, vendorId: number, number: string, exceptId?: number) {
  const known = await findInvoiceNumbersOfVendor(tx, vendorId, exceptId);
  const found = findDuplicateInvoices(
    { vendorId: String(vendorId), number },
    known.map((k) => ({ id: String(k.id), vendorId: String(vendorId), number: k.number! })),
  );
  const first = found.duplicates[0];
  return first ? { id: Number(first.id), warning: found.warning ?? null } : null;
}
