import { detectAutomatedMail, type AutomatedKind } from './automated-mail.ts';
import type { ParsedMail } from './parse-mail.ts';
import { findTicketNumber } from './ticket-subject.ts';

export type ThreadDecision =
  | { action: 'new-ticket' }
  | {
      action: 'continue-ticket';
      ticketNumber: string;
      matchedBy: 'subject' | 'references';
      /** Set for a bounce or auto-reply to the ticket: keep it, but do not reopen or notify. */
      automated: Exclude<AutomatedKind, 'loop'> | null;
    }
  | { action: 'ignore'; reason: AutomatedKind };

export interface ThreadLookup {
  /** The number range pattern of tickets, e.g. 'T-{#####}'. */
  ticketNumberPattern: string;
  /** Addresses Kontor sends from (mail from them is a loop). */
  ownAddresses: readonly string[];
  /** Whether a ticket with this number exists (of this tenant). */
  ticketExists(ticketNumber: string): Promise<boolean>;
  /**
   * The ticket of the first of these Message-IDs Kontor knows — mails it imported or sent —
   * or null. The ids come most relevant first: In-Reply-To, then References newest first.
   */
  findTicketByMessageIds(messageIds: string[]): Promise<string | null>;
}

/**
 * Where an incoming mail belongs: the ticket its subject names, else the ticket of the mail it
 * answers (In-Reply-To / References), else a new ticket — unless a machine sent it. Automatic
 * mail (bounces, auto-replies, bulk) may join an existing ticket but never opens one; loops are
 * always dropped.
 */
export async function decideThread(
  mail: Pick<ParsedMail, 'subject' | 'inReplyTo' | 'references' | 'headers' | 'from'>,
  lookup: ThreadLookup,
): Promise<ThreadDecision> {
  const automated = detectAutomatedMail(mail, lookup.ownAddresses);
  if (automated === 'loop') return { action: 'ignore', reason: 'loop' };

  const named = findTicketNumber(mail.subject, lookup.ticketNumberPattern);
  if (named && (await lookup.ticketExists(named)))
    return { action: 'continue-ticket', ticketNumber: named, matchedBy: 'subject', automated };

  const answered = [...new Set([mail.inReplyTo, ...[...mail.references].reverse()])].filter(
    (id): id is string => id !== null,
  );
  const threaded = answered.length ? await lookup.findTicketByMessageIds(answered) : null;
  if (threaded)
    return { action: 'continue-ticket', ticketNumber: threaded, matchedBy: 'references', automated };

  return automated ? { action: 'ignore', reason: automated } : { action: 'new-ticket' };
}
