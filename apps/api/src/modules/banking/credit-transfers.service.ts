import {
  SepaFileError,
  toSepaIdentifier,
  writeCreditTransferFile,
  type CreditTransfer,
  type SepaAddress,
} from '@kontor/banking';
import { formatEuro, roundMoney, toBig, type ZCreditTransferInput } from '@kontor/contracts';
import type { z } from 'zod';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { loadTenantSettings } from '../settings/index.ts';
import { findAccountRow } from './bank-accounts.repository.ts';
import { BANK_ACCOUNT_ENTITY, bankAccountNotFound } from './bank-accounts.service.ts';
import { insertCreditTransferFile, insertCreditTransferItems } from './direct-debits.repository.ts';
import { listPayableInvoices, type PayableInvoice } from './incoming-payables.repository.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const dateText = (iso: string) => iso.split('-').reverse().join('.');
const refused = (message: string, field = 'incoming_invoice_ids') =>
  badRequest(message, { [field]: message });

/**
 * Street, post code, town and country as a structured SEPA address, null without any address.
 * Street or post code without a town would only be address lines (unstructured): `unstructured`.
 */
function structuredAddress(data: Record<string, unknown>): SepaAddress | null | 'unstructured' {
  const [street, postCode, town] = [text(data.street), text(data.zip), text(data.city)];
  if (!street && !postCode && !town) return null;
  if (!town) return 'unstructured';
  return { country: (text(data.country) ?? 'DE').toUpperCase(), town, postCode, street };
}

/**
 * The day the bank executes a transfer: the chosen date, else the last Skonto day while Skonto
 * runs, else the due date — never before `today`.
 */
function executionDateOf(invoice: PayableInvoice, chosen: string | undefined, today: string) {
  if (chosen) return chosen;
  const wanted =
    invoice.skontoUntil && invoice.skontoUntil >= today ? invoice.skontoUntil : (invoice.dueDate ?? today);
  return wanted < today ? today : wanted;
}

/**
 * Writes a SEPA credit transfer file (pain.001.001.09) paying approved incoming invoices from a
 * bank account: one transfer per invoice with the supplier's invoice number as end-to-end id (in
 * the SEPA character set), the Skonto deducted when the execution date lies within its period,
 * one payment batch per execution date. Vendors' addresses must be structured (town, country) or
 * absent; every problem is refused in German before anything is stored. The file and its
 * transfers are recorded.
 */
export async function createCreditTransferFile(
  tx: Tx,
  actor: Actor,
  accountId: number,
  input: z.output<typeof ZCreditTransferInput>,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ filename: string; body: string; total: string; count: number }> {
  const account = await findAccountRow(tx, actor.tenantId, accountId);
  if (!account) throw bankAccountNotFound();
  if (input.execution_date && input.execution_date < today)
    throw refused('Das Ausführungsdatum liegt in der Vergangenheit.', 'execution_date');
  const ids = [...new Set(input.incoming_invoice_ids)];
  const invoices = await listPayableInvoices(tx, actor.tenantId, ids);
  if (invoices.length !== ids.length) throw refused('Eingangsrechnung nicht gefunden.');
  const problems: string[] = [];
  const planned = invoices.flatMap((invoice) => {
    const label = `Rechnung ${invoice.number} (${invoice.vendor.name})`;
    const address = structuredAddress(invoice.vendor.data);
    if (invoice.status !== 'approved' || toBig(invoice.open).lte(0))
      problems.push(`${label} ist nicht freigegeben und offen.`);
    else if (invoice.isCreditNote) problems.push(`${label} ist eine Gutschrift; sie wird nicht überwiesen.`);
    else if (invoice.currency !== 'EUR') problems.push(`${label} lautet nicht auf Euro.`);
    else if (!invoice.vendor.iban)
      problems.push(`Für den Lieferanten „${invoice.vendor.name}“ ist keine IBAN hinterlegt.`);
    else if (address === 'unstructured')
      problems.push(
        `Die Adresse des Lieferanten „${invoice.vendor.name}“ ist nicht strukturiert (Ort fehlt). Banken nehmen seit dem 15.11.2026 nur strukturierte oder hybride Adressen an – bitte Straße, PLZ und Ort beim Lieferanten eintragen.`,
      );
    else {
      const executionDate = executionDateOf(invoice, input.execution_date, today);
      const skonto =
        invoice.skontoDiscount && invoice.skontoUntil && executionDate <= invoice.skontoUntil
          ? toBig(invoice.skontoDiscount)
          : toBig(0);
      const amount = roundMoney(toBig(invoice.open).minus(skonto));
      const transfer: CreditTransfer = {
        reference: invoice.number,
        amount,
        executionDate,
        creditor: {
          name: invoice.vendor.name,
          iban: invoice.vendor.iban,
          bic: text(invoice.vendor.data.bic),
          address,
        },
        remittance: skonto.gt(0)
          ? `Rechnung ${invoice.number} vom ${dateText(invoice.issueDate)} abzgl. ${roundMoney(skonto).replace('.', ',')} EUR Skonto`
          : `Rechnung ${invoice.number} vom ${dateText(invoice.issueDate)}`,
      };
      return [{ invoice, transfer, skonto: roundMoney(skonto) }];
    }
    return [];
  });
  if (problems.length) throw refused(problems.join(' '));
  const settings = await loadTenantSettings(tx);
  const createdAt = new Date().toISOString().slice(0, 19);
  const messageId = `UE-${accountId}-${createdAt.replace(/\D/g, '')}`;
  const company = structuredAddress(settings as unknown as Record<string, unknown>);
  let body: string;
  try {
    body = writeCreditTransferFile({
      messageId,
      createdAt,
      debtor: {
        name: settings.company_name,
        iban: account.iban,
        bic: account.bic,
        address: company === 'unstructured' ? { country: 'DE', town: '' } : company,
      },
      transfers: planned.map((p) => p.transfer),
    });
  } catch (error) {
    if (error instanceof SepaFileError) throw refused(error.problems.join(' '));
    throw error;
  }
  const total = roundMoney(planned.reduce((sum, p) => sum.plus(p.transfer.amount), toBig(0)));
  const fileId = await insertCreditTransferFile(tx, {
    tenantId: actor.tenantId,
    bankAccountId: accountId,
    messageId,
    total,
    count: planned.length,
    createdBy: actor.userId,
  });
  await insertCreditTransferItems(
    tx,
    planned.map((p) => ({
      tenantId: actor.tenantId,
      fileId,
      incomingInvoiceId: p.invoice.id,
      executionDate: p.transfer.executionDate,
      endToEndId: toSepaIdentifier(p.transfer.reference),
      amount: p.transfer.amount,
      skonto: p.skonto,
    })),
  );
  await recordHistory(tx, actor, {
    entity: BANK_ACCOUNT_ENTITY,
    entityId: accountId,
    action: 'creditTransferFileCreated',
    changes: {},
    note: `SEPA-Überweisungsdatei ${messageId}: ${planned.length} Überweisung(en), ${formatEuro(total)}`,
  });
  return { filename: `${messageId}.xml`, body, total, count: planned.length };
}
