import {
  companyPlaceholderValues,
  customerPlaceholderValues,
  documentTypeDefinitions,
  formatEuro,
  formatIsoDayDe,
  receivableTypes,
  toBig,
  type AddressedPerson,
  type Document,
  type PlaceholderValues,
} from '@kontor/contracts';
import type { Tx } from '../../db/database.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { getEntity } from '../entities/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';
import { berlinToday } from '../../core/berlin-time.ts';

/** A master-data record that may have been removed since: then its placeholders stay empty. */
export async function entityOrNull(
  tx: Tx,
  tenantId: number,
  type: 'customers' | 'contacts',
  id: number | null,
) {
  if (id === null) return null;
  try {
    return await getEntity(tx, tenantId, type, id);
  } catch {
    return null;
  }
}

const day = (iso: string | null) => (iso ? formatIsoDayDe(iso) : '');

/**
 * {{dokument.betrag_zahlbar}}: what an invoice asks the customer to pay (after deducted advances);
 * empty where nothing is to be paid — a quote, a credit note, an overpaid final invoice.
 */
const amountToPay = (doc: Document) =>
  receivableTypes.includes(doc.type) && toBig(doc.totals.payable).gt(0) ? formatEuro(doc.totals.payable) : '';

/**
 * Every placeholder of the catalog for one document: the frozen data of a finalized document
 * (buyer, seller) where there is some, the customer's contact for the salutation, and the
 * sending user as {{benutzer.name}}.
 */
export async function documentPlaceholderValues(
  tx: Tx,
  actor: Actor,
  doc: Document,
): Promise<PlaceholderValues> {
  const customer = await entityOrNull(tx, actor.tenantId, 'customers', doc.customer_id);
  const contact = await entityOrNull(tx, actor.tenantId, 'contacts', doc.contact_id);
  const kunde = customer
    ? customerPlaceholderValues(customer, contact ? (contact.data as AddressedPerson) : null)
    : {};
  const seller = doc.seller ?? (await loadTenantSettings(tx));
  const period =
    doc.service_period_start && doc.service_period_end
      ? `${day(doc.service_period_start)} – ${day(doc.service_period_end)}`
      : '';
  return {
    ...kunde,
    'kunde.name': doc.buyer?.name ?? customer?.name ?? doc.customer_name ?? '',
    'kunde.nummer': doc.buyer?.number ?? customer?.number ?? '',
    'dokument.art': documentTypeDefinitions[doc.type].label,
    'dokument.nummer': doc.number ?? '',
    'dokument.datum': day(doc.document_date),
    'dokument.faellig_am': day(doc.due_date),
    'dokument.betrag_brutto': formatEuro(doc.totals.gross),
    // A draft owes nothing yet; it shows what it will claim once finalized.
    'dokument.betrag_offen': formatEuro(doc.status === 'draft' ? doc.totals.payable : doc.open),
    'dokument.betrag_zahlbar': amountToPay(doc),
    'dokument.zeitraum': period,
    ...companyPlaceholderValues(seller),
    'benutzer.name':
      actor.userId === null ? '' : ((await findProfileNameOfUser(tx, actor.tenantId, actor.userId)) ?? ''),
    heute: formatIsoDayDe(berlinToday()),
  };
}
