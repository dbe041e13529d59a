import { decodeJwt } from 'jose';
import { REALTIME_CLOSE } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate } from '../auth/request-auth.ts';
import { AppError } from '../http/errors.ts';
import { CLOSE_REASONS, type ConnectionAuth } from './realtime-connection.ts';

/** Authentication failed in a way the client must see as a close code, not as an error message. */
export class ConnectionRefused extends Error {
  readonly code: number;
  readonly reason: string;

  constructor(code: number, reason: string) {
    super(reason);
    this.code = code;
    this.reason = reason;
  }
}

/**
 * The same checks as an HTTP request (token, live session, membership). A sign-in still waiting
 * for a password change or a second factor opens no route, so it sees no changes either.
 */
export async function authenticateConnection(
  deps: AppDeps,
  token: string,
  via: 'bearer' | 'cookie',
): Promise<ConnectionAuth> {
  let auth;
  try {
    auth = await authenticate(deps.db, deps.keys, { token, via });
  } catch (error) {
    if (error instanceof AppError && error.status === 401)
      throw new ConnectionRefused(REALTIME_CLOSE.unauthorized, CLOSE_REASONS.authInvalid);
    throw error;
  }
  if (auth.mustChangePassword || (auth.hasVerifiedFactor && auth.aal === 'aal1'))
    throw new ConnectionRefused(REALTIME_CLOSE.forbidden, CLOSE_REASONS.signInIncomplete);
  // Already verified above; only the expiry is read again, for the timer.
  const { exp = 0 } = decodeJwt(token);
  return {
    tenantId: auth.tenantId,
    sessionId: auth.sessionId,
    expiresAtMs: exp * 1000,
    permissions: auth.permissions,
  };
}
