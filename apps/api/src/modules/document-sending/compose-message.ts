import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ComposedMessage {
  raw: Buffer;
  messageId: string;
  /** Who the server is asked to deliver to: to, cc and the account's bcc (which no header shows). */
  envelope: { from: string; to: string[] };
}

export interface MessageParts {
  from: { name: string | null; address: string };
  replyTo: string | null;
  to: string[];
  cc: string[];
  /** The account's archive address: in the envelope only. */
  bcc: string | null;
  /** Blind copies the user chose: in the envelope only, like `bcc`. */
  blindCopies?: string[];
  subject: string;
  body: string;
  attachments: EmailAttachment[];
}

/**
 * Builds the RFC 5322 message once, so the bytes stored as proof are exactly the bytes sent.
 * The Message-ID uses the sender's domain, as mail servers expect.
 */
export async function composeMessage(parts: MessageParts): Promise<ComposedMessage> {
  const domain = parts.from.address.split('@')[1] ?? 'kontor.invalid';
  const messageId = `<${randomUUID()}@${domain}>`;
  const composer = new MailComposer({
    from: parts.from.name ? { name: parts.from.name, address: parts.from.address } : parts.from.address,
    replyTo: parts.replyTo ?? undefined,
    to: parts.to,
    cc: parts.cc.length > 0 ? parts.cc : undefined,
    subject: parts.subject,
    text: parts.body,
    messageId,
    date: new Date(),
    attachments: parts.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.bytes),
    })),
  });
  const raw = await composer.compile().build();
  const recipients = [
    ...parts.to,
    ...parts.cc,
    ...(parts.blindCopies ?? []),
    ...(parts.bcc ? [parts.bcc] : []),
  ];
  return { raw, messageId, envelope: { from: parts.from.address, to: [...new Set(recipients)] } };
}
