import type { Contract } from '@kontor/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { isCrossSiteUnsafeRequest } from '../auth/csrf.ts';
import { authenticate, readRequestToken } from '../auth/request-auth.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';

export const csrfRejected = () =>
  new AppError(403, 'csrf_rejected', 'Die Anfrage kam nicht von Kontor selbst und wurde abgelehnt.');

/**
 * Runs before every handler: CSRF for cookie requests, authentication, then the route's
 * requirements in this order: password change pending, second factor pending, permission.
 */
export async function guardRequest(request: FastifyRequest, contract: Contract, deps: AppDeps) {
  const presented = readRequestToken(request);
  if (presented?.via !== 'bearer' && isCrossSiteUnsafeRequest(request, deps.config.allowedOrigins)) {
    throw csrfRejected();
  }
  if (contract.access === 'public') return;
  if (!presented) throw unauthorized();
  const auth = await authenticate(deps.db, deps.keys, presented, { cache: deps.sessionCache });
  request.auth = auth;
  if (auth.mustChangePassword && !contract.allowPendingPasswordChange) {
    throw new AppError(403, 'password_change_required', 'Bitte ändern Sie zuerst Ihr Passwort.');
  }
  if (auth.hasVerifiedFactor && auth.aal === 'aal1' && !contract.allowAal1) {
    throw new AppError(403, 'mfa_required', 'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.');
  }
  if (contract.access !== 'authenticated' && !auth.permissions.includes(contract.access)) throw forbidden();
}
