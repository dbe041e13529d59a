import type { EmailAccount, EmailAccountInput } from './email-accounts.schemas.ts';

export const PASSWORD_AGAIN_MESSAGE =
  'Server, Port, Verschlüsselung oder Benutzername wurden geändert: Bitte das Passwort erneut eingeben.';

type Stored = Pick<EmailAccount, 'host' | 'port' | 'security' | 'username' | 'has_password'>;
type Input = Pick<EmailAccountInput, 'host' | 'port' | 'security' | 'username' | 'password'>;

/**
 * A stored password belongs to one server and login. Were it kept when those change, whoever may
 * edit the account could send it to a server of their choice; so such a change needs it typed
 * again (without a user name there is no login, and the stored password is dropped anyway).
 */
export function needsPasswordAgain(stored: Stored, input: Input): boolean {
  const username = input.username?.trim() || null;
  const connectionChanged =
    stored.host !== input.host.trim() ||
    stored.port !== input.port ||
    stored.security !== input.security ||
    (stored.username || null) !== username;
  return connectionChanged && stored.has_password && username !== null && !input.password;
}

export const IMAP_PASSWORD_AGAIN_MESSAGE =
  'IMAP-Server, Port, Verschlüsselung oder Benutzername wurden geändert: Bitte das IMAP-Passwort erneut eingeben.';

type StoredImap = Pick<
  EmailAccount,
  'imap_host' | 'imap_port' | 'imap_security' | 'imap_username' | 'has_imap_password'
>;
type ImapInput = Pick<
  EmailAccountInput,
  'imap_host' | 'imap_port' | 'imap_security' | 'imap_username' | 'imap_password'
>;

/** The same rule for the IMAP login: its password never follows the account to another server. */
export function needsImapPasswordAgain(stored: StoredImap, input: ImapInput): boolean {
  const host = input.imap_host?.trim() || null;
  const username = input.imap_username?.trim() || null;
  const connectionChanged =
    stored.imap_host !== host ||
    stored.imap_port !== (input.imap_port ?? null) ||
    stored.imap_security !== (input.imap_security ?? null) ||
    stored.imap_username !== username;
  return (
    connectionChanged &&
    stored.has_imap_password &&
    host !== null &&
    username !== null &&
    !input.imap_password
  );
}
