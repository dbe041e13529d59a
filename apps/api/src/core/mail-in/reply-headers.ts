import type { ParsedMail } from './parse-mail.ts';
import { replySubject } from './ticket-subject.ts';

/** How many Message-IDs a References header keeps: the thread's first and the newest ones. */
const MAX_REFERENCES = 20;

export interface ReplyHeaders {
  subject: string;
  /** `<id>` of the answered mail, or undefined when it had none. */
  inReplyTo: string | undefined;
  /** `<id> <id> …`, or undefined when there is nothing to refer to. */
  references: string | undefined;
  /** Marks the mail as Kontor's, so it is recognised as a loop should it come back. */
  headers: { 'X-Loop': string };
}

export interface ReplyOptions {
  /** The ticket the reply belongs to, numbered by `pattern`. */
  ticket: { number: string; pattern: string } | null;
  /** The address the reply is sent from. */
  fromAddress: string;
  prefix?: 'AW' | 'Re';
}

/**
 * Subject and threading headers of a reply (RFC 5322 3.6.4): In-Reply-To names the answered
 * mail, References its References plus its own id, so every mail program files the answer —
 * and the customer's answer to it — in the same thread.
 */
export function buildReplyHeaders(
  original: Pick<ParsedMail, 'subject' | 'messageId' | 'references' | 'inReplyTo'>,
  options: ReplyOptions,
): ReplyHeaders {
  // A mail without References but with In-Reply-To still names its parent (RFC 5322 3.6.4).
  const chain = original.references.length
    ? original.references
    : original.inReplyTo
      ? [original.inReplyTo]
      : [];
  const ids = [...new Set([...chain, ...(original.messageId ? [original.messageId] : [])])];
  const kept = ids.length > MAX_REFERENCES ? [ids[0]!, ...ids.slice(-(MAX_REFERENCES - 1))] : ids;
  return {
    subject: replySubject(original.subject, options.ticket, options.prefix),
    inReplyTo: original.messageId ? `<${original.messageId}>` : undefined,
    references: kept.length ? kept.map((id) => `<${id}>`).join(' ') : undefined,
    headers: { 'X-Loop': options.fromAddress },
  };
}
