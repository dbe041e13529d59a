import type { ImapFlow, ListResponse } from 'imapflow';
import { connectImap, disconnectImap, type ImapAccount, type ImapConnectOptions } from './imap-connection.ts';
import { MailInError, imapFailure } from './mail-in-error.ts';

/** Folder names mail programs use for sent mail when the server flags none as \Sent. */
const SENT_FOLDER_NAMES = [
  'sent',
  'gesendet',
  'gesendete elemente',
  'gesendete objekte',
  'sent items',
  'sent messages',
];

export interface AppendToSentOptions extends ImapConnectOptions {
  /** A folder the user picked; otherwise the \Sent folder or one of the usual names. */
  sentMailbox?: string;
}

export interface AppendToSentResult {
  mailbox: string;
  /** UID of the stored copy, when the server reports it (UIDPLUS). */
  uid: number | undefined;
}

/**
 * Stores a copy of a sent message in the account's Sent folder (IMAP APPEND, marked as read), so
 * the mail program of the account shows it like mail sent from there.
 */
export async function appendToSent(
  account: ImapAccount,
  rawMessage: Buffer | string,
  options: AppendToSentOptions,
): Promise<AppendToSentResult> {
  const client = await connectImap(account, options);
  let mailbox: string | undefined = options.sentMailbox;
  try {
    mailbox ??= await findSentMailbox(client);
    if (!mailbox)
      throw new MailInError(
        'mailbox',
        'Auf dem IMAP-Server gibt es keinen Ordner für gesendete E-Mails. Bitte im E-Mail-Konto einen Ordner angeben.',
      );
    const appended = await client.append(mailbox, rawMessage, ['\\Seen'], new Date());
    if (!appended) throw new MailInError('server', `Die Kopie konnte nicht in „${mailbox}“ abgelegt werden.`);
    return { mailbox, uid: appended.uid };
  } catch (error) {
    throw imapFailure(error, { ...account, mailbox });
  } finally {
    await disconnectImap(client);
  }
}

/**
 * The folder the server flags \Sent (RFC 6154), else one with a usual name — ours, then the
 * localized names imapflow recognises (it reports those as \Sent with source 'name').
 */
async function findSentMailbox(client: ImapFlow): Promise<string | undefined> {
  const folders = (await client.list()).filter(isSelectable);
  const found =
    folders.find((folder) => folder.specialUse === '\\Sent' && folder.specialUseSource !== 'name') ??
    folders.find((folder) => SENT_FOLDER_NAMES.includes(folder.name.toLowerCase())) ??
    folders.find((folder) => folder.specialUse === '\\Sent');
  return found?.path;
}

const isSelectable = (folder: ListResponse) =>
  !folder.flags.has('\\Noselect') && !folder.flags.has('\\NonExistent');
