import { numberPatternRegexSource } from '@kontor/contracts';

/** How replies carry the ticket number in the subject: `[#T-00042]`. */
export const ticketTag = (ticketNumber: string) => `[#${ticketNumber}]`;

/**
 * The ticket number a subject refers to, for tickets numbered by `numberPattern` (the number
 * range's pattern, e.g. 'T-{#####}'): `[#T-00042]`, `[T-00042]`, `Ticket T-00042`,
 * `Ticket-Nr. T-00042`, `Ticketnummer: #T-00042`. A bare number in running text does not count.
 */
export function findTicketNumber(subject: string, numberPattern: string): string | null {
  const number = `(${numberPatternRegexSource(numberPattern)})(?![0-9A-Za-z])`;
  const tagged = new RegExp(
    `\\[#?\\s*${number}\\s*\\]|\\bTicket(?:-?Nr\\.?|nummer)?:?\\s*#?\\s*${number}`,
    'i',
  );
  const match = tagged.exec(subject);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

// Reply and forward prefixes of German, English and other mail programs, with counters such as
// "Re[2]:" or "AW (3):"; "WG"/"Fwd" are forwards.
const PREFIX =
  /^\s*(re|aw|antw|antwort|wg|wtr|fw|fwd|sv|vs|r|rif|tr|ref|odp|vá)\s*(\[\d+\]|\(\d+\))?\s*:\s*/i;

/** The subject without any leading "AW:", "Re:", "WG:", "Fwd:" … prefixes. */
export function stripReplyPrefixes(subject: string): string {
  let rest = subject.trim();
  for (let match = PREFIX.exec(rest); match; match = PREFIX.exec(rest)) rest = rest.slice(match[0].length);
  return rest;
}

/**
 * The subject of a reply: one "AW: " (or "Re: ") in front of the original subject without its
 * own prefixes, and the ticket tag at the end unless the subject already names the ticket.
 */
export function replySubject(
  subject: string,
  ticket: { number: string; pattern: string } | null,
  prefix: 'AW' | 'Re' = 'AW',
): string {
  const core = stripReplyPrefixes(subject).replace(/\s+/g, ' ');
  const named = ticket === null || findTicketNumber(core, ticket.pattern) === ticket.number;
  const withTag = named ? core : `${core} ${ticketTag(ticket.number)}`.trim();
  return `${prefix}: ${withTag}`;
}
