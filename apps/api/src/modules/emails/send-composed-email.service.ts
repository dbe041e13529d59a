import { buffer } from 'node:stream/consumers';
import { hasPermission, type Document, type ZSendEmailInput } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import {
  pdfKindFor,
  sendEmailWithAccount,
  type EmailAttachment,
  type SendOutcome,
} from '../document-sending/index.ts';
import { entityOrNull, getDocumentById, loadArchivedFile, markDocumentSent } from '../documents/index.ts';
import { findFileById } from '../files/index.ts';
import { recordComposedMail, ticketForMail } from '../support/index.ts';
import { pdfAvailable } from './email-draft.service.ts';

type Input = z.output<typeof ZSendEmailInput>;

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** The customer's history says what was written (or tried) to whom. */
const CUSTOMER_ENTITY = 'customers';

async function documentsToAttach(deps: AppDeps, tx: Tx, ids: number[]) {
  const docs: Document[] = [];
  const attachments: EmailAttachment[] = [];
  for (const id of [...new Set(ids)]) {
    const doc = await getDocumentById(tx, id);
    if (!doc) throw fieldError('document_ids', 'Eines der angehängten Dokumente wurde nicht gefunden.');
    if (!pdfAvailable(doc))
      throw fieldError(
        'document_ids',
        `${doc.number ?? 'Ein Entwurf'} hat noch kein PDF: Nur festgeschriebene Dokumente können angehängt werden.`,
      );
    const file = await loadArchivedFile(deps, tx, id, pdfKindFor(doc));
    if (!file) throw fieldError('document_ids', `Das archivierte PDF von ${doc.number ?? ''} fehlt.`);
    docs.push(doc);
    attachments.push({ filename: file.filename, contentType: file.contentType, bytes: file.bytes });
  }
  return { docs, attachments };
}

async function filesToAttach(deps: AppDeps, tx: Tx, ids: number[]) {
  const attachments: EmailAttachment[] = [];
  for (const id of [...new Set(ids)]) {
    const row = await findFileById(tx, id);
    if (!row) throw fieldError('file_ids', 'Eine der angehängten Dateien wurde nicht gefunden.');
    const bytes = await buffer(await deps.blobStore.get(row.storageKey));
    attachments.push({ filename: row.name, contentType: row.mimeType, bytes });
  }
  return attachments;
}

/**
 * Sends what the composer wrote through the chosen account (SMTP), with the tenant's files and
 * the archived PDFs of finalized documents attached; the copy goes to the account's Sent folder
 * (IMAP) and the mail into the history of the customer and document and the ticket's thread.
 * A refusal by the server is recorded as failed (committed by the route, then 502): nothing is
 * marked sent, nothing joins a thread, nothing is copied to Sent.
 */
export async function sendComposedEmail(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  permissions: readonly string[],
  input: Input,
): Promise<SendOutcome> {
  const documentIds = [...new Set([...input.document_ids])];
  if ((documentIds.length > 0 || input.document_id) && !hasPermission(permissions, 'documents.read'))
    throw forbidden('Für Dokumente fehlt Ihnen die Berechtigung.');
  if (input.file_ids.length > 0 && !hasPermission(permissions, 'files.read'))
    throw forbidden('Für Dateien fehlt Ihnen die Berechtigung.');

  const about = input.document_id ? await getDocumentById(tx, input.document_id) : null;
  if (input.document_id && !about) throw fieldError('document_id', 'Dokument nicht gefunden.');
  const ticket = input.ticket_id ? await ticketForMail(tx, input.ticket_id) : null;
  if (input.ticket_id && !ticket) throw fieldError('ticket_id', 'Ticket nicht gefunden.');
  const customerId = input.customer_id ?? about?.customer_id ?? ticket?.customerId ?? null;
  if (customerId !== null && !(await entityOrNull(tx, actor.tenantId, 'customers', customerId)))
    throw fieldError('customer_id', 'Kunde nicht gefunden.');

  const { docs, attachments: pdfs } = await documentsToAttach(deps, tx, documentIds);
  const files = await filesToAttach(deps, tx, input.file_ids);
  const documentId = about?.id ?? docs[0]?.id ?? null;

  const outcome = await sendEmailWithAccount(deps, tx, actor, {
    accountId: input.account_id ?? null,
    to: input.to,
    cc: input.cc,
    bcc: input.bcc,
    subject: input.subject,
    body: input.body,
    attachments: [...pdfs, ...files],
    documentId,
    customerId,
    ticketId: ticket?.id ?? null,
    copyToSent: true,
    quoteServerReply: true,
  });

  const to = [...input.to, ...input.cc].join(', ');
  if (customerId !== null) {
    await recordHistory(tx, actor, {
      entity: CUSTOMER_ENTITY,
      entityId: customerId,
      action: outcome.ok ? 'emailed' : 'emailFailed',
      note: outcome.ok
        ? `E-Mail an ${to}, Betreff „${input.subject}“.`
        : `E-Mail an ${to} (Betreff „${input.subject}“) nicht versendet. ${outcome.error ?? ''}`.trim(),
    });
  }
  if (!outcome.ok) return outcome;
  // An attached document went out to the customer: it is sent (a quote, an invoice …).
  for (const doc of docs)
    if (doc.status === 'finalized') await markDocumentSent(tx, actor, doc.id, new Date());
  if (ticket) {
    await recordComposedMail(tx, actor, ticket.id, {
      fromAddress: outcome.sentEmail.from_address,
      fromName: null,
      to: input.to,
      cc: input.cc,
      subject: input.subject,
      body: input.body,
      messageId: outcome.sentEmail.message_id ?? '',
      fileIds: input.file_ids,
    });
  }
  return outcome;
}
