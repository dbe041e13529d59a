import { createHash } from 'node:crypto';

/** How much of a message the fallback key hashes: the headers and the start of the body. */
export const DEDUPE_PREFIX_BYTES = 64 * 1024;

/**
 * The identity of a mail that survives a UIDVALIDITY change: its Message-ID, else a hash of its
 * first 64 KiB (headers with their Received lines and dates, and the start of the body). Two
 * deliveries of one mail with the same Message-ID count as one mail — for a support inbox that is
 * the wanted outcome (a customer writing to two of the company's addresses opens one ticket).
 */
export function dedupeKeyOf(messageIdHeader: string | undefined, sourcePrefix: Buffer): string {
  const messageId = messageIdHeader ? extractMessageId(messageIdHeader) : undefined;
  if (messageId) return `mid:${messageId}`;
  return `sha256:${createHash('sha256').update(sourcePrefix.subarray(0, DEDUPE_PREFIX_BYTES)).digest('hex')}`;
}

/**
 * The id out of a Message-ID value or raw header line (folded or not), without the angle
 * brackets; broken mailers that leave the brackets out are accepted too.
 */
export function extractMessageId(header: string): string | undefined {
  const value = header
    .replace(/^message-id:/i, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
  const match = /<([^<>\s]{1,900})>/.exec(value) ?? /^([^<>\s]{1,900})$/.exec(value);
  return match?.[1];
}
