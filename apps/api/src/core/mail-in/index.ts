export { appendToSent, type AppendToSentOptions, type AppendToSentResult } from './append-to-sent.ts';
export { dedupeKeyOf, extractMessageId } from './dedupe-key.ts';
export {
  fetchNewMail,
  mailInDefaults,
  type FetchedMail,
  type FetchNewMailOptions,
  type FetchNewMailResult,
  type SyncState,
} from './fetch-new-mail.ts';
export {
  connectImap,
  defaultImapTimeouts,
  type ImapAccount,
  type ImapConnectOptions,
  type ImapSecurity,
  type ImapTimeouts,
  type ResolveAllowedHost,
} from './imap-connection.ts';
export { MailInError, type MailInErrorKind } from './mail-in-error.ts';
export { watchDefaults, watchMailbox, type WatchMailboxOptions } from './watch-mailbox.ts';
