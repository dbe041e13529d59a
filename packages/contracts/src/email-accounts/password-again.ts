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
