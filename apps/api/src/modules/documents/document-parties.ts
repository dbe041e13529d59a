import {
  einvoiceFormats,
  type DocumentParty,
  type DocumentSeller,
  type EinvoiceFormat,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { findTenantSettings, type TenantSettingsRow } from '../settings/tenant-settings.repository.ts';
import { findPartyRecord, findProfileNameOfUser } from './documents.repository.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const isEinvoiceFormat = (value: unknown): value is EinvoiceFormat =>
  einvoiceFormats.includes(value as EinvoiceFormat);

export type CustomerRecord = NonNullable<Awaited<ReturnType<typeof findPartyRecord>>>;

export const findCustomer = (tx: Tx, tenantId: number, id: number) =>
  findPartyRecord(tx, tenantId, 'customers', id);

export async function loadTenantSettings(tx: Tx): Promise<TenantSettingsRow> {
  const settings = await findTenantSettings(tx);
  if (!settings) throw new Error('tenant without settings row');
  return settings;
}

/** The tenant as seller (letterhead, footer, BG-4), with the person who finalizes as contact. */
export function sellerOf(settings: TenantSettingsRow, contactName: string | null): DocumentSeller {
  return {
    company_name: settings.companyName,
    legal_form: settings.legalForm,
    street: settings.street,
    zip: settings.zip,
    city: settings.city,
    country: settings.country,
    email: settings.email,
    phone: settings.phone,
    website: settings.website,
    managing_directors: settings.managingDirectors,
    register_court: settings.registerCourt,
    register_number: settings.registerNumber,
    tax_number: settings.taxNumber,
    vat_id: settings.vatId,
    iban: settings.iban,
    bic: settings.bic,
    bank_name: settings.bankName,
    small_business: settings.smallBusiness,
    contact_name: contactName,
  };
}

export const contactNameOfUser = (tx: Tx, tenantId: number, userId: number | null) =>
  userId === null ? Promise.resolve(null) : findProfileNameOfUser(tx, tenantId, userId);

/** Document → customer → tenant: the e-invoice format the customer gets. */
export function resolveEinvoiceFormat(
  documentFormat: EinvoiceFormat | null,
  customerData: Record<string, unknown> | null,
  settings: TenantSettingsRow,
): EinvoiceFormat {
  if (documentFormat) return documentFormat;
  const customerFormat = customerData?.einvoice_format;
  if (isEinvoiceFormat(customerFormat)) return customerFormat;
  return isEinvoiceFormat(settings.einvoiceFormat) ? settings.einvoiceFormat : 'zugferd';
}

/**
 * The customer as addressed on the document. `address_lines` is the address window below the
 * name: attention line, address addition, street, postcode and city, country outside Germany.
 */
export function buyerOf(
  customer: CustomerRecord,
  contactName: string | null,
  einvoiceFormat: EinvoiceFormat,
): DocumentParty {
  const data = customer.data;
  const country = text(data.country) ?? 'DE';
  const zipCity = [text(data.zip), text(data.city)].filter(Boolean).join(' ');
  const addressLines = [
    customer.name,
    contactName ? `z. Hd. ${contactName}` : null,
    text(data.address_line2),
    text(data.street),
    zipCity || null,
    country === 'DE' ? null : country,
  ].filter((line): line is string => !!line);
  return {
    name: customer.name,
    number: customer.number,
    address_lines: addressLines,
    street: text(data.street),
    zip: text(data.zip),
    city: text(data.city),
    country,
    vat_id: text(data.vat_id),
    tax_number: text(data.tax_number),
    email: text(data.invoice_email) ?? text(data.email),
    phone: text(data.phone),
    contact_name: contactName,
    leitweg_id: text(data.leitweg_id),
    einvoice_format: einvoiceFormat,
  };
}

/** Seller and buyer as they would be printed now (drafts), from current master data. */
export async function currentParties(
  tx: Tx,
  tenantId: number,
  userId: number | null,
  doc: { customerId: number | null; header: Record<string, unknown> },
): Promise<{ seller: DocumentSeller; buyer: DocumentParty | null }> {
  const settings = await loadTenantSettings(tx);
  const seller = sellerOf(settings, await contactNameOfUser(tx, tenantId, userId));
  if (doc.customerId === null) return { seller, buyer: null };
  const customer = await findCustomer(tx, tenantId, doc.customerId);
  if (!customer) return { seller, buyer: null };
  const contactId = doc.header.contact_id;
  const contact =
    typeof contactId === 'number' ? await findPartyRecord(tx, tenantId, 'contacts', contactId) : undefined;
  const format = resolveEinvoiceFormat(
    isEinvoiceFormat(doc.header.einvoice_format) ? doc.header.einvoice_format : null,
    customer.data,
    settings,
  );
  return { seller, buyer: buyerOf(customer, contact?.name ?? null, format) };
}
