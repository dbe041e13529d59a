import type { SentEmail } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/database.ts';
import { recordHistory, type Actor } from '../../core/history/record-history.ts';
import { AppError, badRequest } from '../../core/http/errors.ts';
import { appendToSent } from '../../core/mail-in/index.ts';
import {
  allowedImapHost,
  findDefaultEmailAccount,
  findEmailAccountById,
  imapAccountOf,
  smtpFailureReason,
  smtpServerReply,
  smtpSettingsOf,
  withSmtpTransport,
  type EmailAccountRow,
} from '../email-accounts/index.ts';
import { sha256Hex, storeImmutable } from '../document-output/index.ts';
import { DOCUMENT_ENTITY } from '../documents/index.ts';
import { composeMessage, type EmailAttachment } from './compose-message.ts';
import { toSentEmail } from './sent-email-mapper.ts';
import { insertSentEmail } from './sent-emails.repository.ts';

export type { EmailAttachment } from './compose-message.ts';

export interface OutgoingEmail {
  /** Empty: the tenant's default account. */
  accountId?: number | null;
  to: string[];
  cc?: string[];
  /** Blind copies (the composer): delivered, kept in the record, in no header. */
  bcc?: string[];
  subject: string;
  body: string;
  attachments: EmailAttachment[];
  /** The document the message is about: its history says it was sent. */
  documentId?: number | null;
  dunningNoticeId?: number | null;
  /** The customer and the support ticket the message is about (the composer). */
  customerId?: number | null;
  ticketId?: number | null;
  /** Also store the sent message in the account's Sent folder over IMAP (when it has IMAP). */
  copyToSent?: boolean;
  /** On a refusal, quote the server's reply (the composer: the user must know why). */
  quoteServerReply?: boolean;
}

export interface SendOutcome {
  ok: boolean;
  sentEmail: SentEmail;
  /** The server's reason in German when `ok` is false. */
  error: string | null;
}

export const noEmailAccount = () =>
  new AppError(
    409,
    'conflict',
    'Es ist kein E-Mail-Konto eingerichtet. Bitte legen Sie unter Einstellungen → E-Mail-Konten eines an.',
  );

/** The 502 a route answers after the failed attempt was recorded (and committed). */
export const mailDeliveryFailed = (reason: string) =>
  new AppError(502, 'mail_delivery_failed', `Die E-Mail wurde nicht versendet. ${reason}`);

async function resolveAccount(tx: Tx, accountId: number | null | undefined): Promise<EmailAccountRow> {
  if (accountId) {
    const account = await findEmailAccountById(tx, accountId);
    if (!account) {
      // A reference in the body, not the addressed resource: a field error.
      const message = 'E-Mail-Konto nicht gefunden.';
      throw badRequest(message, { account_id: message });
    }
    return account;
  }
  const account = await findDefaultEmailAccount(tx);
  if (!account) throw noEmailAccount();
  return account;
}

const addressOf = (value: string | { address: string }) =>
  typeof value === 'string' ? value : value.address;

const historyNote = (email: OutgoingEmail, ok: boolean, error: string | null) => {
  const to = [...email.to, ...(email.cc ?? [])].join(', ');
  return ok
    ? `Per E-Mail versendet an ${to}, Betreff „${email.subject}“.`
    : `E-Mail an ${to} (Betreff „${email.subject}“) nicht versendet. ${error ?? ''}`.trim();
};

/**
 * Sends one message over the tenant's SMTP account (the default one unless chosen), keeps the
 * raw message in the blob store and a `sent_emails` row, and notes it in the document's history.
 * A refusal by the server does NOT throw: the failed attempt is recorded and returned, so the
 * caller can commit the record and then answer 502 — nothing is marked sent.
 */
export async function sendEmailWithAccount(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  email: OutgoingEmail,
): Promise<SendOutcome> {
  const account = await resolveAccount(tx, email.accountId);
  const cc = email.cc ?? [];
  const bcc = email.bcc ?? [];
  const message = await composeMessage({
    from: { name: account.fromName, address: account.fromAddress },
    replyTo: account.replyTo,
    to: email.to,
    cc,
    bcc: account.bcc,
    blindCopies: bcc,
    subject: email.subject,
    body: email.body,
    attachments: email.attachments,
  });
  // The exact bytes sent (or tried) are proof of what went out.
  const { blobKey: rawBlobKey } = await storeImmutable(deps.blobStore, actor.tenantId, message.raw);

  const settings = smtpSettingsOf(deps, account);
  const explain = (failure: unknown) => {
    const reason = smtpFailureReason(failure, settings);
    const reply = email.quoteServerReply ? smtpServerReply(failure) : null;
    return reply ? `${reason} Antwort des Servers: „${reply}“` : reason;
  };
  let error: string | null = null;
  let ok: boolean;
  try {
    const info = await withSmtpTransport(settings, (transport) =>
      transport.sendMail({ envelope: message.envelope, raw: message.raw }),
    );
    const refusals =
      (info as { rejectedErrors?: { recipient?: string; response?: string }[] }).rejectedErrors ?? [];
    const accepted = new Set(info.accepted.map((a) => addressOf(a).toLowerCase()));
    // The account's BCC (an archive) accepting is not delivery: someone the user named must have it.
    ok = [...email.to, ...cc, ...bcc].some((a) => accepted.has(a.toLowerCase()));
    if (refusals.length > 0) {
      const reason = explain(refusals[0]);
      const who = refusals
        .map((r) => r.recipient)
        .filter(Boolean)
        .join(', ');
      error = ok ? `Nicht angenommen für ${who}. ${reason}` : reason;
    } else if (!ok) {
      error = 'Der Server hat keinen der Empfänger angenommen.';
    }
  } catch (failure) {
    ok = false;
    error = explain(failure);
  }
  const copy = ok && email.copyToSent ? await copyToSentFolder(deps, account, message.raw) : null;

  const row = await insertSentEmail(tx, actor.tenantId, {
    accountId: account.id,
    documentId: email.documentId ?? null,
    dunningNoticeId: email.dunningNoticeId ?? null,
    customerId: email.customerId ?? null,
    ticketId: email.ticketId ?? null,
    fromAddress: account.fromAddress,
    to: email.to,
    cc,
    bcc,
    subject: email.subject,
    body: email.body,
    attachments: email.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.bytes.byteLength,
      sha256: sha256Hex(a.bytes),
    })),
    rawBlobKey,
    messageId: ok ? message.messageId : null,
    status: ok ? 'sent' : 'failed',
    error,
    sentCopyMailbox: copy?.mailbox ?? null,
    sentCopyError: copy?.error ?? null,
    sentBy: actor.userId,
  });
  if (email.documentId) {
    await recordHistory(tx, actor, {
      entity: DOCUMENT_ENTITY,
      entityId: email.documentId,
      action: ok ? 'emailed' : 'emailFailed',
      note: historyNote(email, ok, error),
    });
  }
  return { ok, sentEmail: toSentEmail(row), error: ok ? null : error };
}

/**
 * A copy of the sent bytes in the account's Sent folder (the \\Sent folder, else "Sent" /
 * "Gesendet" …), so the mail program shows it too. The mail is out already: a failure here is
 * kept with the record, it does not undo the sending.
 */
async function copyToSentFolder(
  deps: AppDeps,
  account: EmailAccountRow,
  raw: Buffer,
): Promise<{ mailbox: string | null; error: string | null } | null> {
  const imap = imapAccountOf(deps, account);
  if (!imap) return null;
  try {
    const { mailbox } = await appendToSent(imap, raw, { resolveAllowedHost: allowedImapHost(deps) });
    return { mailbox, error: null };
  } catch (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    return { mailbox: null, error: `Die Kopie im Ordner „Gesendet“ fehlt: ${reason}` };
  }
}
