import {
  dunningLevelLabels,
  renderTextTemplate,
  type DunningLevel,
  type DunningNotice,
  type ZDunningNoticeSend,
} from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../core/history/record-history.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { readStoredFile } from '../document-output/index.ts';
import { sendEmailWithAccount, type SendOutcome } from '../document-sending/index.ts';
import { documentPlaceholderValues, getDocumentById } from '../documents/index.ts';
import { getEntity } from '../entities/index.ts';
import { findDefaultTextTemplate } from '../text-templates/index.ts';
import { toDunningNotice } from './create-dunning-notice.service.ts';
import { noticePdfOf } from './dunning-notices.service.ts';
import { findDunningNotice, markDunningNoticeSent } from './dunning.repository.ts';

/** Used when the tenant has no default „Mahnung per E-Mail“ template. */
const fallback = (level: DunningLevel) => ({
  subject: `${dunningLevelLabels[level]} zu {{dokument.art}} {{dokument.nummer}}`,
  body:
    '{{kunde.anrede}}\n\nim Anhang erhalten Sie unsere ' +
    `${dunningLevelLabels[level]} zu {{dokument.art}} {{dokument.nummer}} vom {{dokument.datum}}.` +
    '\n\nMit freundlichen Grüßen\n{{benutzer.name}}\n{{firma.name}}',
});

const emailOf = (value: unknown) => (typeof value === 'string' && value.includes('@') ? value.trim() : null);

/** The customer's address for invoices, else the general one, else the frozen buyer address. */
async function recipientOf(tx: Tx, actor: Actor, customerId: number | null, frozen: string | null) {
  let data: Record<string, unknown> = {};
  if (customerId !== null) {
    try {
      data = (await getEntity(tx, actor.tenantId, 'customers', customerId)).data;
    } catch {
      // Removed since: the frozen address of the invoice still counts.
    }
  }
  return emailOf(data.invoice_email) ?? emailOf(data.email) ?? emailOf(frozen);
}

/**
 * Sends a notice with its archived PDF through the tenant's e-mail account; subject and text come
 * from the „Mahnung per E-Mail“ template unless given. A refusal by the mail server is recorded
 * (sent_emails, history) and returned, and the notice stays unsent.
 */
export async function sendDunningNotice(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  documentId: number,
  noticeId: number,
  input: z.output<typeof ZDunningNoticeSend>,
): Promise<{ outcome: SendOutcome; notice: DunningNotice }> {
  const document = await getDocumentById(tx, documentId);
  const row = document ? await findDunningNotice(tx, documentId, noticeId) : undefined;
  const file = document && row ? noticePdfOf(row, document.number) : null;
  if (!document || !row || !file) throw notFound('Die Mahnung wurde nicht gefunden.');
  const level = row.level as DunningLevel;

  const to = input.to?.length
    ? input.to
    : [await recipientOf(tx, actor, document.customer_id, document.buyer?.email ?? null)];
  const recipients = to.filter((address): address is string => address !== null);
  if (recipients.length === 0) {
    throw badRequest(
      'Für diesen Kunden ist keine E-Mail-Adresse hinterlegt. Bitte einen Empfänger angeben.',
      {
        to: 'Bitte eine E-Mail-Adresse angeben.',
      },
    );
  }
  const template = (await findDefaultTextTemplate(tx, 'emailReminder')) ?? fallback(level);
  const values = await documentPlaceholderValues(tx, actor, document);
  const pdf = await readStoredFile(deps, actor.tenantId, file);

  const outcome = await sendEmailWithAccount(deps, tx, actor, {
    accountId: input.account_id ?? null,
    to: recipients,
    subject: input.subject ?? renderTextTemplate(template.subject ?? fallback(level).subject, values).trim(),
    body: input.body ?? renderTextTemplate(template.body, values),
    attachments: [{ filename: file.name, contentType: file.contentType, bytes: pdf }],
    documentId,
    dunningNoticeId: noticeId,
  });
  const notice = outcome.ok ? await markDunningNoticeSent(tx, noticeId, new Date()) : row;
  return { outcome, notice: toDunningNotice(notice) };
}
