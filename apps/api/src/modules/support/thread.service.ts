import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import MailComposer from 'nodemailer/lib/mail-composer';
import { numberRangeDefaults, type ZTicketNote, type ZTicketReply } from '@kontor/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { AppError, badRequest } from '../../core/http/errors.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { buildReplyHeaders } from '../../core/mail-in/index.ts';
import {
  findDefaultEmailAccount,
  findEmailAccountById,
  smtpFailureReason,
  smtpSettingsOf,
  withSmtpTransport,
} from '../email-accounts/index.ts';
import {
  attachFiles,
  findProfileIdOfUser,
  findTicketById,
  insertMessage,
  listMessageRows,
  touchTicket,
  type TicketRow,
} from './support.repository.ts';
import { checkFiles, TICKET_ENTITY, ticketNotFound } from './tickets.service.ts';
import { toTicketDetail } from './ticket-mapper.ts';
import { findNumberRangePattern } from './ticket-number-pattern.ts';

type NoteInput = z.output<typeof ZTicketNote>;
type ReplyInput = z.output<typeof ZTicketReply>;

async function ticketOrThrow(tx: Tx, id: number): Promise<TicketRow> {
  const row = await findTicketById(tx, id);
  if (!row) throw ticketNotFound();
  return row;
}

/** An internal note: never leaves Kontor. */
export async function addNote(tx: Tx, actor: Actor, id: number, input: NoteInput) {
  const ticket = await ticketOrThrow(tx, id);
  await checkFiles(tx, input.file_ids);
  const note = await insertMessage(tx, actor.tenantId, {
    ticketId: id,
    kind: 'note',
    authorProfileId: (await findProfileIdOfUser(tx, actor.userId)) ?? null,
    bodyText: input.body,
    createdBy: actor.userId,
  });
  await attachFiles(tx, actor.tenantId, note.id, [...new Set(input.file_ids)]);
  // Someone working on a new ticket opens it.
  await touchTicket(tx, id, ticket.status === 'new' ? { status: 'open' } : {});
  await recordHistory(tx, actor, { entity: TICKET_ENTITY, entityId: id, action: 'note_added' });
  return toTicketDetail(tx, (await findTicketById(tx, id))!);
}

const noAccount = () =>
  new AppError(
    409,
    'conflict',
    'Es ist kein E-Mail-Konto eingerichtet. Bitte legen Sie unter Einstellungen → E-Mail-Konten eines an.',
  );

/**
 * Answers the customer by SMTP through the ticket's inbox (else the default account): the ticket
 * number in the subject, In-Reply-To/References to the newest mail of the thread, so the
 * customer's answer comes back into this ticket. Nothing is stored when the server refuses.
 */
export async function replyToTicket(deps: AppDeps, tx: Tx, actor: Actor, id: number, input: ReplyInput) {
  const ticket = await ticketOrThrow(tx, id);
  const to = input.to?.length ? input.to : ticket.requesterAddress ? [ticket.requesterAddress] : [];
  if (to.length === 0) {
    const message = 'Bitte eine Empfängeradresse angeben.';
    throw badRequest(message, { to: message });
  }
  const files = await checkFiles(tx, input.file_ids);
  const account =
    (ticket.emailAccountId !== null ? await findEmailAccountById(tx, ticket.emailAccountId) : undefined) ??
    (await findDefaultEmailAccount(tx));
  if (!account) throw noAccount();

  const thread = await listMessageRows(tx, id);
  const answered = [...thread].reverse().find((m) => m.kind !== 'note' && m.messageId);
  const pattern = (await findNumberRangePattern(tx)) ?? numberRangeDefaults.tickets.pattern;
  const headers = buildReplyHeaders(
    {
      subject: answered?.subject ?? ticket.subject,
      messageId: answered?.messageId ?? null,
      references: answered?.referenceIds ?? [],
      inReplyTo: answered?.inReplyTo ?? null,
    },
    { ticket: { number: ticket.number, pattern }, fromAddress: account.fromAddress },
  );
  const domain = account.fromAddress.split('@')[1] ?? 'kontor.invalid';
  const messageId = `${randomUUID()}@${domain}`;
  const attachments = await Promise.all(
    files.map(async (f) => ({
      filename: f.name,
      contentType: f.mimeType,
      content: await buffer(await deps.blobStore.get(f.storageKey)),
    })),
  );
  const raw = await new MailComposer({
    from: account.fromName ? { name: account.fromName, address: account.fromAddress } : account.fromAddress,
    replyTo: account.replyTo ?? undefined,
    to,
    cc: input.cc.length ? input.cc : undefined,
    subject: headers.subject,
    text: input.body,
    messageId: `<${messageId}>`,
    inReplyTo: headers.inReplyTo,
    references: headers.references,
    headers: headers.headers,
    date: new Date(),
    attachments,
  })
    .compile()
    .build();
  const settings = smtpSettingsOf(deps, account);
  try {
    const recipients = [...new Set([...to, ...input.cc, ...(account.bcc ? [account.bcc] : [])])];
    const info = await withSmtpTransport(settings, (transport) =>
      transport.sendMail({ envelope: { from: account.fromAddress, to: recipients }, raw }),
    );
    const accepted = new Set(
      info.accepted.map((a) =>
        (typeof a === 'string' ? a : (a as { address: string }).address).toLowerCase(),
      ),
    );
    if (![...to, ...input.cc].some((a) => accepted.has(a.toLowerCase())))
      throw Object.assign(new Error('no recipient accepted'), { code: 'EENVELOPE' });
  } catch (error) {
    throw new AppError(
      502,
      'mail_delivery_failed',
      `Die E-Mail wurde nicht versendet. ${smtpFailureReason(error, settings)}`,
    );
  }

  const reply = await insertMessage(tx, actor.tenantId, {
    ticketId: id,
    kind: 'outgoing',
    authorProfileId: (await findProfileIdOfUser(tx, actor.userId)) ?? null,
    fromAddress: account.fromAddress,
    fromName: account.fromName,
    toAddresses: to,
    ccAddresses: input.cc,
    subject: headers.subject,
    bodyText: input.body,
    messageId,
    inReplyTo: answered?.messageId ?? null,
    referenceIds: (headers.references ?? '')
      .split(' ')
      .filter(Boolean)
      .map((r) => r.replace(/^<|>$/g, '')),
    createdBy: actor.userId,
  });
  await attachFiles(tx, actor.tenantId, reply.id, [...new Set(input.file_ids)]);
  await touchTicket(tx, id, { status: input.status, emailAccountId: ticket.emailAccountId ?? account.id });
  await recordHistory(tx, actor, {
    entity: TICKET_ENTITY,
    entityId: id,
    action: 'replied',
    note: `Antwort per E-Mail an ${to.join(', ')}, Betreff „${headers.subject}“.`,
  });
  return toTicketDetail(tx, (await findTicketById(tx, id))!);
}
