import type { Tx } from '../../db/database.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import {
  attachFiles,
  findProfileIdOfUser,
  findTicketById,
  insertMessage,
  touchTicket,
} from './support.repository.ts';
import { TICKET_ENTITY } from './tickets.service.ts';

/** What the e-mail composer needs of a ticket: its number for the subject, whom it is about. */
export async function ticketForMail(tx: Tx, id: number) {
  const row = await findTicketById(tx, id);
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    customerId: row.customerId,
    contactId: row.contactId,
    requesterAddress: row.requesterAddress,
    requesterName: row.requesterName,
  };
}

export interface ComposedMail {
  fromAddress: string;
  fromName: string | null;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  /** As in the header, with or without angle brackets. */
  messageId: string;
  fileIds: number[];
}

/** A mail written in the composer about a ticket joins its thread like a reply. */
export async function recordComposedMail(tx: Tx, actor: Actor, ticketId: number, mail: ComposedMail) {
  const message = await insertMessage(tx, actor.tenantId, {
    ticketId,
    kind: 'outgoing',
    authorProfileId: (await findProfileIdOfUser(tx, actor.userId)) ?? null,
    fromAddress: mail.fromAddress,
    fromName: mail.fromName,
    toAddresses: mail.to,
    ccAddresses: mail.cc,
    subject: mail.subject,
    bodyText: mail.body,
    messageId: mail.messageId.replace(/^<|>$/g, ''),
    createdBy: actor.userId,
  });
  await attachFiles(tx, actor.tenantId, message.id, [...new Set(mail.fileIds)]);
  await touchTicket(tx, ticketId, {});
  await recordHistory(tx, actor, {
    entity: TICKET_ENTITY,
    entityId: ticketId,
    action: 'replied',
    note: `E-Mail an ${[...mail.to, ...mail.cc].join(', ')}, Betreff „${mail.subject}“.`,
  });
}
