// Platform code for receiving mail over IMAP: no tenant tables; the support module stores what
// these functions hand over.
export { appendToSent, type AppendToSentOptions, type AppendToSentResult } from './append-to-sent.ts';
export { detectAutomatedMail, type AutomatedKind } from './automated-mail.ts';
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
  disconnectImap,
  defaultImapTimeouts,
  type ImapAccount,
  type ImapConnectOptions,
  type ImapSecurity,
  type ImapTimeouts,
  type ResolveAllowedHost,
} from './imap-connection.ts';
export { MailInError, type MailInErrorKind } from './mail-in-error.ts';
export {
  defaultMailLimits,
  parseMail,
  type MailAddress,
  type MailAttachment,
  type MailLimits,
  type ParsedMail,
} from './parse-mail.ts';
export { buildReplyHeaders, type ReplyHeaders, type ReplyOptions } from './reply-headers.ts';
export { sanitizeMailHtml, type SanitizedHtml } from './sanitize-mail-html.ts';
export { decideThread, type ThreadDecision, type ThreadLookup } from './thread-decision.ts';
export { findTicketNumber, replySubject, stripReplyPrefixes, ticketTag } from './ticket-subject.ts';
export { watchDefaults, watchMailbox, type WatchMailboxOptions } from './watch-mailbox.ts';
