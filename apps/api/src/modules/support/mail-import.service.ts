import { numberRangeDefaults } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import {
  decideThread,
  MailInError,
  parseMail,
  type FetchedMail,
  type ParsedMail,
  type SyncState,
} from '../../core/mail-in/index.ts';
import { storeImapSyncState, type EmailAccountRow } from '../email-accounts/index.ts';
import { storeCheckedBuffer } from '../files/index.ts';
import {
  attachFiles,
  findTicketById,
  findTicketByNumber,
  findTicketIdByMessageIds,
  insertMessage,
  touchTicket,
} from './support.repository.ts';
import { alreadyImported, recordMailImport } from './mail-import-record.ts';
import { findNumberRangePattern } from './ticket-number-pattern.ts';
import { matchSender, openTicket, TICKET_ENTITY } from './tickets.service.ts';

type ImportOutcome = 'imported' | 'skipped' | 'failed';

/**
 * Imports one mail of a support inbox, in the caller's transaction together with the account's
 * new sync state: a mail seen before (same dedupe key) changes nothing but the state, so a
 * repeated delivery after a crash or a new UIDVALIDITY never imports twice.
 */
export async function importSupportMail(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  account: EmailAccountRow,
  mail: FetchedMail,
  next: SyncState,
): Promise<ImportOutcome | 'duplicate'> {
  await storeImapSyncState(tx, account.id, next);
  if (await alreadyImported(tx, account.id, mail, next)) return 'duplicate';
  let sender: { fromAddress?: string | null; subject?: string | null } = {};
  const record = (
    outcome: ImportOutcome,
    extra: { reason?: string; ticketId?: number; messageId?: number },
  ) =>
    recordMailImport(tx, {
      tenantId: actor.tenantId,
      accountId: account.id,
      mail,
      next,
      outcome,
      ...sender,
      ...extra,
    });

  if (mail.kind === 'oversized') {
    await record('failed', { reason: 'Die E-Mail ist zu groß und wurde nicht übernommen.' });
    return 'failed';
  }
  let parsed: ParsedMail;
  try {
    parsed = await parseMail(mail.source);
  } catch (error) {
    if (error instanceof MailInError && error.isPermanent) {
      await record('failed', { reason: error.message });
      return 'failed';
    }
    throw error;
  }
  sender = { fromAddress: parsed.from?.address ?? null, subject: parsed.subject || null };

  const pattern = (await findNumberRangePattern(tx)) ?? numberRangeDefaults.tickets.pattern;
  const decision = await decideThread(parsed, {
    ticketNumberPattern: pattern,
    ownAddresses: [account.fromAddress, ...(account.replyTo ? [account.replyTo] : [])],
    ticketExists: async (number) => (await findTicketByNumber(tx, number)) !== undefined,
    findTicketByMessageIds: async (ids) => {
      const id = await findTicketIdByMessageIds(tx, ids);
      return id === undefined ? null : ((await findTicketById(tx, id))?.number ?? null);
    },
  });
  if (decision.action === 'ignore') {
    await record('skipped', { reason: decision.reason });
    return 'skipped';
  }

  const from = parsed.from;
  let ticket;
  if (decision.action === 'continue-ticket') {
    ticket = (await findTicketByNumber(tx, decision.ticketNumber))!;
    // The customer answered: the ticket needs work again (an auto-reply does not reopen it).
    if (!decision.automated && ticket.status !== 'new') await touchTicket(tx, ticket.id, { status: 'open' });
    else await touchTicket(tx, ticket.id, {});
  } else {
    const matched = await matchSender(tx, from?.address ?? null);
    ticket = await openTicket(tx, actor, {
      subject: parsed.subject.trim().slice(0, 300) || '(ohne Betreff)',
      priority: 'normal',
      channel: 'email',
      customerId: matched.customerId,
      contactId: matched.contactId,
      projectId: null,
      assigneeId: null,
      emailAccountId: account.id,
      requesterAddress: from?.address ?? null,
      requesterName: from?.name || null,
    });
  }

  const message = await insertMessage(tx, actor.tenantId, {
    ticketId: ticket.id,
    kind: 'incoming',
    fromAddress: from?.address ?? null,
    fromName: from?.name || null,
    toAddresses: parsed.to.map((a) => a.address),
    ccAddresses: parsed.cc.map((a) => a.address),
    subject: parsed.subject,
    bodyText: parsed.text,
    bodyHtml: parsed.html,
    messageId: parsed.messageId,
    inReplyTo: parsed.inReplyTo,
    referenceIds: parsed.references,
  });
  const refused: string[] = [];
  const fileIds: number[] = [];
  for (const attachment of parsed.attachments.filter((a) => !a.inline)) {
    const stored = await storeCheckedBuffer(deps, tx, actor, attachment);
    if ('fileId' in stored) fileIds.push(stored.fileId);
    else refused.push(stored.refused);
  }
  await attachFiles(tx, actor.tenantId, message.id, fileIds);
  await record('imported', {
    ticketId: ticket.id,
    messageId: message.id,
    reason: refused.length ? refused.join(' ') : undefined,
  });
  await recordHistory(tx, actor, {
    entity: TICKET_ENTITY,
    entityId: ticket.id,
    action: 'mail_received',
    note: `E-Mail von ${from?.address ?? 'unbekannt'} eingegangen (Automatisch, Support-Postfach).${
      refused.length ? ` Nicht übernommene Anhänge: ${refused.join(' ')}` : ''
    }`,
  });
  return 'imported';
}
