import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { bearer } from '../../../test/test-tenant.ts';

/** A real code from the authenticator's side, optionally for another moment. */
export const totpCode = (secret: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetMs });

/** Waits out the last seconds of a 30-second step, so a test's codes stay in the step it planned for. */
export async function awayFromStepBoundary() {
  const remaining = 30_000 - (Date.now() % 30_000);
  if (remaining < 5_000) await sleep(remaining + 100);
}

export const claimsOf = (token: string) =>
  decodeJwt(token) as { aal: string; amr: { method: string }[]; sid: string; exp: number };

export const enroll = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/auth/v1/factors', headers: bearer(token), payload });

export const listFactors = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/auth/v1/factors', headers: bearer(token) });

/** Without a payload the request has no body at all, as some clients send it. */
export const challenge = (app: FastifyInstance, token: string, factorId: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/auth/v1/factors/${factorId}/challenge`,
    headers: bearer(token),
    ...(payload && { payload }),
  });

export const verify = (
  app: FastifyInstance,
  token: string,
  factorId: string,
  challengeId: string,
  code: string,
) =>
  app.inject({
    method: 'POST',
    url: `/auth/v1/factors/${factorId}/verify`,
    headers: bearer(token),
    payload: { challenge_id: challengeId, code },
  });

export const unenroll = (app: FastifyInstance, token: string, factorId: string) =>
  app.inject({ method: 'DELETE', url: `/auth/v1/factors/${factorId}`, headers: bearer(token) });

/** Challenge and verify in one go; returns the raw verify answer. */
export async function challengeAndVerify(
  app: FastifyInstance,
  token: string,
  factorId: string,
  code: string,
) {
  const opened = await challenge(app, token, factorId);
  if (opened.statusCode !== 200) throw new Error(`challenge failed: ${opened.body}`);
  return verify(app, token, factorId, opened.json().id, code);
}

/** Enrols a TOTP factor and verifies it with a real code; returns the factor and the aal2 token. */
export async function enrollVerifiedTotp(app: FastifyInstance, token: string, friendlyName?: string) {
  const enrolled = await enroll(app, token, { factor_type: 'totp', friendly_name: friendlyName });
  if (enrolled.statusCode !== 200) throw new Error(`enroll failed: ${enrolled.body}`);
  const { id, totp } = enrolled.json();
  await awayFromStepBoundary();
  const verified = await challengeAndVerify(app, token, id, totpCode(totp.secret));
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return {
    factorId: id as string,
    secret: totp.secret as string,
    aal2Token: verified.json().access_token as string,
  };
}
