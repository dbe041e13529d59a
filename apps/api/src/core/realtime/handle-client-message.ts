import { REALTIME_CLOSE, ZRealtimeClientMessage, type RealtimeClientMessage } from '@kontor/contracts';
import { ConnectionRefused } from './authenticate-connection.ts';
import { CLOSE_REASONS, type ConnectionAuth, type RealtimeConnection } from './realtime-connection.ts';

export type TokenAuthenticator = (token: string) => Promise<ConnectionAuth>;

export const MESSAGE_ERRORS = {
  notJson: 'Die Nachricht ist kein gültiges JSON.',
  unknown: 'Diese Nachricht wird nicht unterstützt.',
} as const;

type Parsed = { message: RealtimeClientMessage } | { error: string };

/** `text` is undefined for binary frames, which the protocol does not use. */
export function parseClientMessage(text: string | undefined): Parsed {
  if (text === undefined) return { error: MESSAGE_ERRORS.unknown };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: MESSAGE_ERRORS.notJson };
  }
  const parsed = ZRealtimeClientMessage.safeParse(json);
  return parsed.success ? { message: parsed.data } : { error: MESSAGE_ERRORS.unknown };
}

/** Until authenticated only `auth` is accepted; afterwards bad messages are answered, not fatal. */
export async function handleClientMessage(
  connection: RealtimeConnection,
  text: string | undefined,
  authenticateToken: TokenAuthenticator,
) {
  const parsed = parseClientMessage(text);
  if (!connection.auth && !('message' in parsed && parsed.message.type === 'auth')) {
    connection.close(REALTIME_CLOSE.unauthorized, CLOSE_REASONS.authMissing);
    return;
  }
  if ('error' in parsed) {
    connection.send({ type: 'error', message: parsed.error });
    return;
  }
  const { message } = parsed;
  if (message.type === 'ping') connection.send({ type: 'pong' });
  else await signInWithToken(connection, message.token, authenticateToken);
}

/** A refused token ends the connection; the client renews it and reconnects. The same token is
 * checked again whenever a role or profile of the tenant changes (see RealtimeConnection). */
export async function signInWithToken(
  connection: RealtimeConnection,
  token: string,
  authenticateToken: TokenAuthenticator,
) {
  connection.stopAuthDeadline();
  try {
    connection.signIn(await authenticateToken(token), () => authenticateToken(token));
  } catch (error) {
    if (!(error instanceof ConnectionRefused)) throw error;
    connection.close(error.code, error.reason);
  }
}
