import type { AddressObject, Attachment } from 'mailparser';
import { extractMessageId } from './dedupe-key.ts';
import { MailInError } from './mail-in-error.ts';
import { sanitizeMailHtml } from './sanitize-mail-html.ts';

export interface MailAddress {
  /** Display name, RFC 2047 decoded; empty when the header had none. */
  name: string;
  address: string;
}

export interface MailAttachment {
  /** Safe to use as a file name: no folders, no control characters, RFC 2231/2047 decoded. */
  filename: string;
  contentType: string;
  size: number;
  content: Buffer;
  /** Content-ID without brackets, for `cid:` references from the HTML. */
  contentId: string | null;
  /** Shown inside the HTML body rather than listed as a separate file. */
  inline: boolean;
}

/** A received mail in the shape the rest of Kontor works with. */
export interface ParsedMail {
  /** Message ids never carry their angle brackets here. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: MailAddress | null;
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  date: Date | null;
  text: string;
  /** Sanitized, see `sanitizeMailHtml`; null when the mail had no HTML part. */
  html: string | null;
  blockedImages: number;
  attachments: MailAttachment[];
  /** Top-level header values by lower-case name, unfolded (for auto-reply and loop checks). */
  headers: Record<string, string[]>;
}

export interface MailLimits {
  maxMessageBytes: number;
  maxAttachments: number;
  maxAttachmentBytes: number;
  /** Header block of one MIME part. */
  maxHeaderBytes: number;
  /** MIME parts in the whole message; also bounds how deep parts can nest. */
  maxMimeParts: number;
}

export const defaultMailLimits: MailLimits = {
  maxMessageBytes: 40 * 1024 * 1024,
  maxAttachments: 50,
  maxAttachmentBytes: 25 * 1024 * 1024,
  maxHeaderBytes: 256 * 1024,
  maxMimeParts: 200,
};

const MAX_REFERENCES = 100;
/** HTML longer than this is not turned into text when the mail has no text part. */
const MAX_HTML_TO_TEXT_CHARS = 2_000_000;

/** 1,5 MB or 12 KB, as a German reader expects. */
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024).toLocaleString('de-DE')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

/** Parses a raw RFC 5322 message within `limits`; a mail outside them is a German MailInError. */
export async function parseMail(source: Buffer, limits: Partial<MailLimits> = {}): Promise<ParsedMail> {
  const limit = { ...defaultMailLimits, ...limits };
  if (source.length > limit.maxMessageBytes)
    throw new MailInError(
      'too_large',
      `Die E-Mail ist zu groß (${sizeText(source.length)}, erlaubt sind ${sizeText(limit.maxMessageBytes)}).`,
    );
  // Loaded on first use: mailparser (with html-to-text) is ~150 modules a start need not read.
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source, {
    keepCidLinks: true,
    skipImageLinks: true,
    skipTextToHtml: true,
    checksumAlgo: false,
    maxHeadSize: limit.maxHeaderBytes,
    maxChildNodes: limit.maxMimeParts,
    maxHtmlLengthToParse: MAX_HTML_TO_TEXT_CHARS,
  }).catch((error: unknown) => {
    throw new MailInError(
      'malformed',
      (error as { code?: string }).code === 'EMAXLEN'
        ? 'Die E-Mail hat zu große Kopfzeilen oder zu viele verschachtelte Teile und wird nicht eingelesen.'
        : 'Die E-Mail ist beschädigt und kann nicht gelesen werden.',
      { cause: error },
    );
  });

  const attachments = parsed.attachments.map(toAttachment);
  checkAttachments(attachments, limit);
  const sanitized =
    typeof parsed.html === 'string'
      ? sanitizeMailHtml(parsed.html, new Set(attachments.flatMap((a) => (a.contentId ? [a.contentId] : []))))
      : null;
  const inline = new Set(sanitized?.inlineContentIds);

  return {
    messageId: parsed.messageId ? (extractMessageId(parsed.messageId) ?? null) : null,
    inReplyTo: parsed.inReplyTo ? (messageIdsIn(parsed.inReplyTo)[0] ?? null) : null,
    references: messageIdsIn(parsed.references).slice(-MAX_REFERENCES),
    from: addressesOf(parsed.from)[0] ?? null,
    to: addressesOf(parsed.to),
    cc: addressesOf(parsed.cc),
    replyTo: addressesOf(parsed.replyTo),
    subject: parsed.subject?.trim() ?? '',
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    text: parsed.text ?? '',
    html: sanitized?.html ?? null,
    blockedImages: sanitized?.blockedImages ?? 0,
    attachments: attachments.map((a) => ({ ...a, inline: a.contentId !== null && inline.has(a.contentId) })),
    headers: headersOf(parsed.headerLines),
  };
}

function checkAttachments(attachments: MailAttachment[], limit: MailLimits) {
  if (attachments.length > limit.maxAttachments)
    throw new MailInError(
      'too_large',
      `Die E-Mail hat zu viele Anhänge (${attachments.length}, erlaubt sind ${limit.maxAttachments}).`,
    );
  const tooLarge = attachments.find((a) => a.size > limit.maxAttachmentBytes);
  if (tooLarge)
    throw new MailInError(
      'too_large',
      `Der Anhang „${tooLarge.filename}“ ist zu groß (${sizeText(tooLarge.size)}, erlaubt sind ${sizeText(limit.maxAttachmentBytes)}).`,
    );
}

function toAttachment(attachment: Attachment, index: number): MailAttachment {
  return {
    filename: safeFilename(attachment.filename, index, attachment.contentType),
    contentType: attachment.contentType.toLowerCase(),
    size: attachment.content.length,
    content: attachment.content,
    contentId: attachment.cid ? (extractMessageId(attachment.cid) ?? null) : null,
    inline: false,
  };
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/plain': 'txt',
  'text/calendar': 'ics',
  'message/rfc822': 'eml',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The last path segment, without control characters, at most 200 characters, extension kept. */
export function safeFilename(name: string | undefined, index: number, contentType: string): string {
  const base = (name ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!base) return `Anhang-${index + 1}.${EXTENSIONS[contentType.toLowerCase()] ?? 'bin'}`;
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}

function addressesOf(header: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const flat = objects.flatMap((o) => o.value).flatMap((a) => (a.group ? a.group : [a]));
  return flat
    .filter((a) => a.address)
    .map((a) => ({ name: (a.name ?? '').trim(), address: a.address!.trim() }))
    .slice(0, 500);
}

/** Message ids out of a header value that mailparser gives as a string or a list. */
function messageIdsIn(value: string | string[] | undefined): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => v.split(/(?<=>)\s*|\s+/))
    .map((v) => extractMessageId(v))
    .filter((id): id is string => id !== undefined);
}

function headersOf(lines: ReadonlyArray<{ key: string; line: string }>): Record<string, string[]> {
  // No prototype: a header named "__proto__" or "constructor" is just a header.
  const headers = Object.create(null) as Record<string, string[]>;
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    (headers[key] ??= []).push(value);
  }
  return headers;
}
