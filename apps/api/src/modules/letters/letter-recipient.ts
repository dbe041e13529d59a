import {
  companyPlaceholderValues,
  customerPlaceholderValues,
  formatIsoDayDe,
  salutationLine,
  type AddressedPerson,
  type LetterRecipientType,
  type PlaceholderValues,
  type TenantSettings,
} from '@kontor/contracts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { findEntityRecord, type EntityRecord } from '../entities/index.ts';
import { findProfileNameOfUser } from '../profiles/index.ts';
import { berlinToday } from '../../core/berlin-time.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Whom a letter goes to: the record, and for a contact the company it belongs to. */
export interface LetterRecipient {
  type: LetterRecipientType;
  record: EntityRecord;
  company: EntityRecord | null;
}

const recipientMissing = () => {
  const message = 'Der Empfänger wurde nicht gefunden.';
  return badRequest(message, { recipient_id: message });
};

/** The record of the given type in this tenant (RLS), else a field error. */
export async function findLetterRecipient(
  tx: Tx,
  type: LetterRecipientType,
  id: number,
): Promise<LetterRecipient> {
  const record = await findEntityRecord(tx, type, id);
  if (!record) throw recipientMissing();
  let company: EntityRecord | null = null;
  if (type === 'contacts' && typeof record.data.company === 'number') {
    company =
      (await findEntityRecord(tx, 'customers', record.data.company)) ??
      (await findEntityRecord(tx, 'vendors', record.data.company)) ??
      null;
  }
  return { type, record, company };
}

const personName = (data: Record<string, unknown>) =>
  [text(data.first_name), text(data.last_name)].filter(Boolean).join(' ');

const postalLines = (data: Record<string, unknown>) => {
  const country = text(data.country) ?? 'DE';
  const zipCity = [text(data.zip), text(data.city)].filter(Boolean).join(' ');
  return [text(data.address_line2), text(data.street), zipCity || null, country === 'DE' ? null : country];
};

/**
 * The address window as master data has it: name, for a contact "z. Hd." with the company's
 * address, street, postcode and city, the country outside Germany (DIN 5008: at most 6 lines).
 */
export function recipientAddressLines({ type, record, company }: LetterRecipient): string[] {
  const lines: (string | null)[] =
    type === 'contacts'
      ? company
        ? [company.name, `z. Hd. ${record.name}`, ...postalLines(company.data)]
        : [record.name, ...postalLines(record.data)]
      : [record.name, ...postalLines(record.data)];
  return lines.filter((line): line is string => !!line).slice(0, 6);
}

/** Where „Per E-Mail senden“ goes unless the user names another address. */
export const recipientEmail = ({ record }: LetterRecipient): string | null =>
  text(record.data.email) ?? text(record.data.invoice_email);

/**
 * The placeholders of the usage „Brief“: `kunde.*` are the recipient (a vendor or a contact's
 * company fills them as a customer would), `firma.*` the tenant, `benutzer.name` the writer.
 */
export async function letterPlaceholderValues(
  tx: Tx,
  actor: Actor,
  recipient: LetterRecipient,
  settings: Pick<TenantSettings, 'company_name' | 'iban'>,
): Promise<PlaceholderValues> {
  const { type, record, company } = recipient;
  const kunde =
    type === 'contacts'
      ? {
          'kunde.name': company?.name ?? record.name,
          'kunde.nummer': company?.number ?? '',
          'kunde.anrede': salutationLine(record.data as AddressedPerson),
          'kunde.ansprechpartner': personName(record.data),
        }
      : customerPlaceholderValues(record);
  return {
    ...kunde,
    ...companyPlaceholderValues(settings),
    'benutzer.name':
      actor.userId === null ? '' : ((await findProfileNameOfUser(tx, actor.tenantId, actor.userId)) ?? ''),
    heute: formatIsoDayDe(berlinToday()),
  };
}
