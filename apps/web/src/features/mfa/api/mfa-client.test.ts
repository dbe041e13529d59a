import type { MfaSession } from '@kontor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { createAuthEvents } from '../../../lib/auth-events.ts';
import { fakeServer } from '../../../lib/testing/fake-server.ts';
import { createMfaClient } from './mfa-client.ts';

const FACTOR_ID = '0b6b8a4e-3f5e-4c59-9f0e-2d9a4d6f7a10';
const session: MfaSession = {
  access_token: 'aal2-token',
  token_type: 'bearer',
  expires_in: 900,
  expires_at: 1_800_000_000,
  user: { id: 7, email: 'mia@kontor.test', name: 'Mia', must_change_password: false, language: 'de' },
};

/** The real API client over a server answering from a script; `calls` records what was sent. */
function fakeApi(answer: (method: string, path: string, body: unknown) => unknown) {
  const { api, calls } = fakeServer(({ method, path, body }) => answer(method, path, body));
  return Object.assign(api, { calls });
}

describe('MFA client ({data, error} like SPEC §8)', () => {
  it('sends each call to its path with its body', async () => {
    const api = fakeApi(() => ({ id: FACTOR_ID, all: [], totp: [], phone: [] }));
    const mfa = createMfaClient(api, createAuthEvents());

    await mfa.enroll({ factor_type: 'totp', friendly_name: 'Handy', issuer: 'Kontor' });
    await mfa.challenge({ factorId: FACTOR_ID });
    await mfa.challenge({ factorId: FACTOR_ID, channel: 'sms' });
    await mfa.listFactors();
    await mfa.unenroll({ factorId: FACTOR_ID });

    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/auth/v1/factors',
        body: { factor_type: 'totp', friendly_name: 'Handy', issuer: 'Kontor' },
      },
      { method: 'POST', path: `/auth/v1/factors/${FACTOR_ID}/challenge`, body: {} },
      { method: 'POST', path: `/auth/v1/factors/${FACTOR_ID}/challenge`, body: { channel: 'sms' } },
      { method: 'GET', path: '/auth/v1/factors', body: undefined },
      { method: 'DELETE', path: `/auth/v1/factors/${FACTOR_ID}`, body: undefined },
    ]);
  });

  it('answers with data and no error on success', async () => {
    const list = { all: [], totp: [], phone: [] };
    const mfa = createMfaClient(
      fakeApi(() => list),
      createAuthEvents(),
    );

    await expect(mfa.listFactors()).resolves.toEqual({ data: list, error: null });
  });

  it('returns known authentication errors as {data: null, error}', async () => {
    for (const refusal of [
      new ApiError(422, 'mfa_verification_failed', 'Der Code ist ungültig.'),
      new ApiError(422, 'mfa_challenge_expired', 'Der Code ist abgelaufen.'),
      new ApiError(403, 'mfa_required', 'Bitte bestätigen Sie die Anmeldung zuerst.'),
      new ApiError(429, 'too_many_requests', 'Zu viele Bestätigungsversuche.'),
      new ApiError(401, 'unauthorized', 'Bitte melden Sie sich an.'),
    ]) {
      const mfa = createMfaClient(
        fakeApi(() => refusal),
        createAuthEvents(),
      );
      await expect(
        mfa.verify({ factorId: FACTOR_ID, challengeId: FACTOR_ID, code: '123456' }),
      ).resolves.toEqual({ data: null, error: refusal });
    }
  });

  it('throws errors that are not authentication answers', async () => {
    const network = new ApiError(0, 'network_error', 'Der Server ist nicht erreichbar.');
    const serverFault = new ApiError(500, 'internal', 'Interner Fehler.');
    for (const failure of [network, serverFault]) {
      const mfa = createMfaClient(
        fakeApi(() => failure),
        createAuthEvents(),
      );
      await expect(mfa.listFactors()).rejects.toMatchObject({ status: failure.status, code: failure.code });
    }
  });

  it('a successful verify sends "challenge verified" with the new session before it answers', async () => {
    const events = createAuthEvents();
    const received: string[] = [];
    events.subscribe(async (event) => {
      await Promise.resolve();
      received.push(`${event.type}:${event.session.access_token}`);
    });
    const mfa = createMfaClient(
      fakeApi(() => session),
      events,
    );

    const result = await mfa.verify({ factorId: FACTOR_ID, challengeId: FACTOR_ID, code: '123456' });

    expect(result).toEqual({ data: session, error: null });
    expect(received).toEqual(['challenge_verified:aal2-token']);
  });

  it('a refused verify sends no event', async () => {
    const events = createAuthEvents();
    const listener = vi.fn();
    events.subscribe(listener);
    const mfa = createMfaClient(
      fakeApi(() => new ApiError(422, 'mfa_verification_failed', 'Der Code ist ungültig.')),
      events,
    );

    await mfa.verify({ factorId: FACTOR_ID, challengeId: FACTOR_ID, code: '000000' });

    expect(listener).not.toHaveBeenCalled();
  });
});
