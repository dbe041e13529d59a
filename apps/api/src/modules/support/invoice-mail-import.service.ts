import type { AppDeps } from '../../app-deps.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import {
  MailInError,
  parseMail,
  type FetchedMail,
  type MailAttachment,
  type ParsedMail,
  type SyncState,
} from '../../core/mail-in/index.ts';
import type { Tx } from '../../db/database.ts';
import { supportMailInvoices } from '../../db/schema/index.ts';
import { storeImapSyncState, type EmailAccountRow } from '../email-accounts/index.ts';
import { importIncomingInvoiceFile } from '../incoming-invoices/index.ts';
import { alreadyImported, recordMailImport } from './mail-import-record.ts';

export const NO_INVOICE_ATTACHMENT = 'Die E-Mail enthält keine Rechnung als PDF- oder XML-Anhang.';

export interface InvoiceMailResult {
  outcome: 'imported' | 'skipped' | 'failed' | 'duplicate';
  /** Invoices created from the mail. */
  invoiceIds: number[];
  /** Of those, the scans whose data an OCR job must read once the transaction is committed. */
  needsOcr: number[];
}

const invoiceTypes = new Set(['application/pdf', 'application/xml', 'text/xml', 'application/x-pdf']);

/** PDF and XML attachments; a generic type counts when the file name says PDF or XML. */
export const isInvoiceCandidate = (attachment: MailAttachment) => {
  const type = attachment.contentType.toLowerCase().split(';')[0]!.trim();
  if (invoiceTypes.has(type) || type.endsWith('+xml')) return true;
  return type === 'application/octet-stream' && /\.(pdf|xml)$/i.test(attachment.filename);
};

/**
 * Imports one mail of an Eingangsrechnungen inbox in the caller's transaction, together with the
 * account's new sync state: each PDF or XML attachment goes through the incoming-invoices
 * upload's checks and becomes a draft invoice linked to the mail. A mail without a usable
 * attachment is recorded with the reason, not dropped; a mail seen before (same dedupe key, or
 * same UIDVALIDITY and UID) changes nothing but the state.
 */
export async function importInvoiceMail(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  account: EmailAccountRow,
  mail: FetchedMail,
  next: SyncState,
): Promise<InvoiceMailResult> {
  const none = { invoiceIds: [], needsOcr: [] };
  await storeImapSyncState(tx, account.id, next);
  if (await alreadyImported(tx, account.id, mail, next)) return { outcome: 'duplicate', ...none };
  const base = { tenantId: actor.tenantId, accountId: account.id, mail, next };

  if (mail.kind === 'oversized') {
    await recordMailImport(tx, { ...base, outcome: 'failed', reason: tooLarge });
    return { outcome: 'failed', ...none };
  }
  let parsed: ParsedMail;
  try {
    parsed = await parseMail(mail.source);
  } catch (error) {
    if (error instanceof MailInError && error.isPermanent) {
      await recordMailImport(tx, { ...base, outcome: 'failed', reason: error.message });
      return { outcome: 'failed', ...none };
    }
    throw error;
  }
  const sender = { fromAddress: parsed.from?.address ?? null, subject: parsed.subject || null };

  const invoiceIds: number[] = [];
  const needsOcr: number[] = [];
  const refused: string[] = [];
  for (const attachment of parsed.attachments.filter(isInvoiceCandidate)) {
    const result = await importIncomingInvoiceFile(deps, tx, actor, {
      bytes: attachment.content,
      fileName: attachment.filename,
    });
    if (!result.ok) {
      refused.push(`${attachment.filename}: ${result.reason}`);
      continue;
    }
    invoiceIds.push(result.invoice.id);
    if (result.needsOcr) needsOcr.push(result.invoice.id);
  }

  const reason =
    invoiceIds.length === 0 && refused.length === 0
      ? NO_INVOICE_ATTACHMENT
      : refused.length > 0
        ? `Nicht übernommene Anhänge: ${refused.join(' ')}`
        : null;
  const outcome = invoiceIds.length > 0 ? 'imported' : 'skipped';
  const record = await recordMailImport(tx, { ...base, ...sender, outcome, reason });
  if (invoiceIds.length > 0)
    await tx.insert(supportMailInvoices).values(
      invoiceIds.map((id) => ({
        tenantId: actor.tenantId,
        mailImportId: record.id,
        incomingInvoiceId: id,
      })),
    );
  for (const id of invoiceIds)
    await recordHistory(tx, actor, {
      entity: 'incomingInvoice',
      entityId: id,
      action: 'mail_received',
      note: `Aus der E-Mail von ${sender.fromAddress ?? 'unbekannt'} („${parsed.subject || 'ohne Betreff'}“) an ${account.fromAddress} übernommen (Automatisch, Eingangsrechnungen-Postfach).`,
    });
  return { outcome, invoiceIds, needsOcr };
}

const tooLarge = 'Die E-Mail ist zu groß und wurde nicht übernommen.';
