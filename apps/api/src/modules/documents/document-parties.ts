import {
  einvoiceFormats,
  type DocumentParty,
  type DocumentSeller,
  type EinvoiceFormat,
  type TenantSettings,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { findEntityRecord, type EntityRecord } from '../entities/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const isEinvoiceFormat = (value: unknown): value is EinvoiceFormat =>
  einvoiceFormats.includes(value as EinvoiceFormat);

export type CustomerRecord = EntityRecord;

export const findCustomer = (tx: Tx, id: number) => findEntityRecord(tx, 'customers', id);

/** The tenant as seller (letterhead, footer, BG-4), with the person who finalizes as contact. */
export function sellerOf(settings: TenantSettings, contactName: string | null): DocumentSeller {
  // Everything but the document defaults and the row's bookkeeping is frozen into the snapshot.
  const {
    einvoice_format: _format,
    logo_file_id: _logo,
    chart_of_accounts: _chart,
    datev_consultant_number: _consultant,
    datev_client_number: _client,
    write_off_tolerance: _tolerance,
    version: _version,
    updated_at: _updated,
    ...company
  } = settings;
  return { ...company, contact_name: contactName };
}

export const contactNameOfUser = (tx: Tx, tenantId: number, userId: number | null) =>
  userId === null ? Promise.resolve(null) : findProfileNameOfUser(tx, tenantId, userId);

/** Document → customer → tenant: the e-invoice format the customer gets. */
export function resolveEinvoiceFormat(
  documentFormat: EinvoiceFormat | null,
  customerData: Record<string, unknown> | null,
  settings: Pick<TenantSettings, 'einvoice_format'>,
): EinvoiceFormat {
  if (documentFormat) return documentFormat;
  const customerFormat = customerData?.einvoice_format;
  if (isEinvoiceFormat(customerFormat)) return customerFormat;
  return settings.einvoice_format;
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
    is_private: data.kind === 'person',
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
  const customer = await findCustomer(tx, doc.customerId);
  if (!customer) return { seller, buyer: null };
  const contactId = doc.header.contact_id;
  const contact =
    typeof contactId === 'number' ? await findEntityRecord(tx, 'contacts', contactId) : undefined;
  const format = resolveEinvoiceFormat(
    isEinvoiceFormat(doc.header.einvoice_format) ? doc.header.einvoice_format : null,
    customer.data,
    settings,
  );
  return { seller, buyer: buyerOf(customer, contact?.name ?? null, format) };
}
