import {
  SepaFileError,
  toSepaIdentifier,
  writeDirectDebitFile,
  type DirectDebit,
  type SepaAddress,
} from '@kontor/banking';
import { receivableTypes, toBig, type ZDirectDebitInput } from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { openAmount } from '../documents/index.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { findAccountRow } from './bank-accounts.repository.ts';
import { BANK_ACCOUNT_ENTITY, bankAccountNotFound } from './bank-accounts.service.ts';
import {
  findCollectedMandates,
  insertDirectDebitFile,
  insertDirectDebitItems,
} from './direct-debits.repository.ts';
import { findDirectDebitDocuments } from './open-items.repository.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Street, post code, town, country of a customer or the tenant, fully structured for SEPA. An
 * address without its town is handed on as it is, so the writer refuses it in German.
 */
const addressOf = (data: Record<string, unknown>): SepaAddress | null => {
  const [street, postCode, town] = [text(data.street), text(data.zip), text(data.city)];
  if (!street && !postCode && !town) return null;
  return { country: (text(data.country) ?? 'DE').toUpperCase(), town: town ?? '', postCode, street };
};

const refused = (message: string, field = 'document_ids') => badRequest(message, { [field]: message });

/**
 * Writes a SEPA direct debit file (pain.008.001.08) for open invoices of customers with a mandate,
 * from the bank account's creditor id, and records each collection: the first under a mandate is
 * FRST, every later one RCUR. Nothing is stored when the file cannot be written.
 */
export async function createDirectDebitFile(
  tx: Tx,
  actor: Actor,
  accountId: number,
  input: z.output<typeof ZDirectDebitInput>,
): Promise<{ filename: string; body: string }> {
  const account = await findAccountRow(tx, actor.tenantId, accountId);
  if (!account) throw bankAccountNotFound();
  if (!account.creditorId)
    throw refused('Für Lastschriften braucht das Bankkonto eine Gläubiger-ID.', 'creditor_id');
  const ids = [...new Set(input.document_ids)];
  const rows = await findDirectDebitDocuments(tx, actor.tenantId, ids);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw refused('Dokument nicht gefunden.');
  const problems: string[] = [];
  const planned = rows.flatMap((row) => {
    const label = `Rechnung ${row.number ?? row.id}`;
    const open = toBig(openAmount(row));
    const data = (row.customer ?? {}) as Record<string, unknown>;
    const mandate = text(data.sepa_mandate_reference);
    const signed = text(data.sepa_mandate_date);
    const iban = text(data.iban)?.replace(/\s+/g, '').toUpperCase();
    if (!receivableTypes.includes(row.type as (typeof receivableTypes)[number]) || open.lte(0))
      problems.push(`${label} ist nicht offen.`);
    else if (!mandate || !signed || !iban)
      problems.push(
        `${label}: Der Kunde ${row.customerName ?? ''} hat kein vollständiges SEPA-Mandat (Referenz, Datum, IBAN).`,
      );
    else return [{ row, open: open.toFixed(2), mandate, signed, iban, data }];
    return [];
  });
  if (problems.length) throw refused(problems.join(' '));
  const collected = await findCollectedMandates(
    tx,
    actor.tenantId,
    planned.map((p) => p.mandate),
  );
  const debits: DirectDebit[] = planned.map((p) => ({
    reference: p.row.number!,
    amount: p.open,
    collectionDate: input.collection_date,
    sequenceType: collected.has(p.mandate) ? 'RCUR' : 'FRST',
    mandateId: p.mandate,
    mandateSignatureDate: p.signed,
    debtor: {
      name: p.row.customerName ?? '',
      iban: p.iban,
      bic: text(p.data.bic),
      address: addressOf(p.data),
    },
    remittance: `Rechnung ${p.row.number}`,
  }));
  const settings = await loadTenantSettings(tx);
  const createdAt = new Date().toISOString().slice(0, 19);
  const messageId = `LS-${accountId}-${createdAt.replace(/\D/g, '')}`;
  let body: string;
  try {
    body = writeDirectDebitFile({
      messageId,
      createdAt,
      creditor: {
        name: settings.company_name,
        iban: account.iban,
        bic: account.bic,
        address: addressOf(settings as unknown as Record<string, unknown>),
      },
      creditorId: account.creditorId,
      scheme: input.scheme,
      debits,
    });
  } catch (error) {
    if (error instanceof SepaFileError) throw refused(error.problems.join(' '));
    throw error;
  }
  const total = debits.reduce((sum, d) => sum.plus(d.amount), toBig(0)).toFixed(2);
  const fileId = await insertDirectDebitFile(tx, {
    tenantId: actor.tenantId,
    bankAccountId: accountId,
    messageId,
    collectionDate: input.collection_date,
    scheme: input.scheme,
    total,
    count: debits.length,
    createdBy: actor.userId,
  });
  await insertDirectDebitItems(
    tx,
    planned.map((p, i) => ({
      tenantId: actor.tenantId,
      fileId,
      documentId: p.row.id,
      mandateRef: p.mandate,
      sequenceType: debits[i]!.sequenceType,
      endToEndId: toSepaIdentifier(debits[i]!.reference),
      amount: p.open,
    })),
  );
  await recordHistory(tx, actor, {
    entity: BANK_ACCOUNT_ENTITY,
    entityId: accountId,
    action: 'directDebitFileCreated',
    changes: {},
    note: `SEPA-Lastschriftdatei ${messageId}: ${debits.length} Lastschrift(en), ${total} EUR, fällig am ${input.collection_date}`,
  });
  return { filename: `${messageId}.xml`, body };
}
