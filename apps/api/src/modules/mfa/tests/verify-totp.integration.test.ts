import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyItems, mfaChallenges, sessions } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addEmployee, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  awayFromStepBoundary,
  challenge,
  challengeAndVerify,
  claimsOf,
  enroll,
  enrollVerifiedTotp,
  listFactors,
  totpCode,
  verify,
} from './mfa-test-helpers.ts';

const t = useTestAppWithTenant();

const newUser = (label: string) => addEmployee(t.deps, t.tenant, label);

async function enrolledTotp(label: string) {
  const token = await signInAs(t.app, await newUser(label));
  const { id, totp } = (await enroll(t.app, token, { factor_type: 'totp' })).json();
  return { token, factorId: id as string, secret: totp.secret as string };
}

describe('challenge and verify with a TOTP code', () => {
  it('verifies the factor and returns an aal2 session; the session row is elevated', async () => {
    const { token, factorId, secret } = await enrolledTotp('verify');
    const opened = await challenge(t.app, token, factorId);
    expect(opened.statusCode).toBe(200);
    const { id, type, expires_at } = opened.json();
    expect(type).toBe('totp');
    expect(expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);

    await awayFromStepBoundary();
    const res = await verify(t.app, token, factorId, id, totpCode(secret));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: expect.any(String) },
    });
    const claims = claimsOf(session.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((e) => e.method)).toEqual(['password', 'totp']);
    expect(session.expires_at).toBe(claims.exp);

    const [row] = await t.deps.database.ownerDb
      .select()
      .from(sessions)
      .where(eq(sessions.id, claimsOf(token).sid));
    expect(row!.aal).toBe('aal2');
    expect((await listFactors(t.app, session.access_token)).json().totp).toMatchObject([
      { id: factorId, status: 'verified' },
    ]);
    const items = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(historyItems).where(eq(historyItems.entityId, factorId)),
    );
    expect(items.map((i) => i.action)).toEqual(['enrolled', 'verified']);
  });

  it('accepts a code from one step before (clock drift) but not from two', async () => {
    const { token, factorId, secret } = await enrolledTotp('drift');
    await awayFromStepBoundary();
    expect((await challengeAndVerify(t.app, token, factorId, totpCode(secret, -60_000))).statusCode).toBe(
      422,
    );
    expect((await challengeAndVerify(t.app, token, factorId, totpCode(secret, -30_000))).statusCode).toBe(
      200,
    );
  });

  it('takes a code once: the same code or an older one is refused afterwards', async () => {
    const { token, factorId, secret } = await enrolledTotp('reuse');
    await awayFromStepBoundary();
    const code = totpCode(secret);
    expect((await challengeAndVerify(t.app, token, factorId, code)).statusCode).toBe(200);
    const again = await challengeAndVerify(t.app, token, factorId, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toEqual({
      code: 'mfa_verification_failed',
      message: 'Dieser Code wurde bereits verwendet. Bitte warten Sie auf den nächsten Code.',
    });
    const older = await challengeAndVerify(t.app, token, factorId, totpCode(secret, -30_000));
    expect(older.statusCode).toBe(422);
  });

  it('closes a challenge once it was verified', async () => {
    const { token, factorId, secret } = await enrolledTotp('closed');
    await awayFromStepBoundary();
    const { id } = (await challenge(t.app, token, factorId)).json();
    expect((await verify(t.app, token, factorId, id, totpCode(secret))).statusCode).toBe(200);
    // A phone whose clock runs one step ahead: a code that would otherwise be accepted.
    const again = await verify(t.app, token, factorId, id, totpCode(secret, 30_000));
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('mfa_challenge_expired');
  });

  it('ends a challenge after five wrong codes; even the right code is refused then', async () => {
    const { token, factorId, secret } = await enrolledTotp('wrong');
    const { id } = (await challenge(t.app, token, factorId)).json();
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await verify(t.app, token, factorId, id, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'mfa_verification_failed',
        message: 'Der Code ist ungültig.',
      });
    }
    const fifth = await verify(t.app, token, factorId, id, wrong);
    expect(fifth.json().error.message).toMatch(/zu vielen Fehlversuchen/);
    await awayFromStepBoundary();
    const right = await verify(t.app, token, factorId, id, totpCode(secret));
    expect(right.statusCode).toBe(422);
    expect(right.json().error).toEqual({
      code: 'mfa_challenge_expired',
      message: 'Zu viele Fehlversuche. Bitte fordern Sie einen neuen Code an.',
    });
    const items = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(historyItems).where(eq(historyItems.entityId, factorId)),
    );
    expect(items.filter((i) => i.action === 'challenge_failed')).toHaveLength(5);
    // A new challenge works again.
    expect((await challengeAndVerify(t.app, token, factorId, totpCode(secret))).statusCode).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const { token, factorId, secret } = await enrolledTotp('expired');
    const { id } = (await challenge(t.app, token, factorId)).json();
    await t.deps.database.ownerDb
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.id, id));
    await awayFromStepBoundary();
    const res = await verify(t.app, token, factorId, id, totpCode(secret));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'mfa_challenge_expired',
      message: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
    });
  });

  it('accepts a challenge only from the session that opened it', async () => {
    const user = await newUser('sessions');
    const first = await signInAs(t.app, user);
    const second = await signInAs(t.app, user);
    const { id: factorId, totp } = (await enroll(t.app, first, { factor_type: 'totp' })).json();
    const { id } = (await challenge(t.app, first, factorId)).json();
    await awayFromStepBoundary();
    const res = await verify(t.app, second, factorId, id, totpCode(totp.secret));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'Diese Bestätigungsanfrage gibt es nicht. Bitte fordern Sie einen neuen Code an.',
    );
    expect((await verify(t.app, first, factorId, id, totpCode(totp.secret))).statusCode).toBe(200);
  });

  it('answers 404 for another user’s factor on challenge, verify and unenroll', async () => {
    const owner = await enrolledTotp('owner');
    const stranger = await signInAs(t.app, await newUser('stranger'));
    const { id } = (await challenge(t.app, owner.token, owner.factorId)).json();
    const urls = [
      ['POST', `/auth/v1/factors/${owner.factorId}/challenge`, {}],
      [
        'POST',
        `/auth/v1/factors/${owner.factorId}/verify`,
        { challenge_id: id, code: totpCode(owner.secret) },
      ],
      ['DELETE', `/auth/v1/factors/${owner.factorId}`, undefined],
    ] as const;
    for (const [method, url, payload] of urls) {
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${stranger}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Diesen Faktor gibt es nicht.' });
    }
  });

  it('sets the token cookie when the request came with the cookie', async () => {
    const user = await newUser('cookie');
    const token = await signInAs(t.app, user);
    const { factorId, secret } = await enrollVerifiedTotp(t.app, token);
    const cookieToken = await signInAs(t.app, user);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/auth/v1/factors/${factorId}/challenge`,
      cookies: { token: cookieToken },
      headers: { origin: 'http://localhost:3000' },
      payload: {},
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/auth/v1/factors/${factorId}/verify`,
      cookies: { token: cookieToken },
      headers: { origin: 'http://localhost:3000' },
      // The enrolment used this step's code already; a phone one step ahead gives the next one.
      payload: { challenge_id: opened.json().id, code: totpCode(secret, 30_000) },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: res.json().access_token, httpOnly: true, path: '/' });
  });

  it('stops new challenges after 20 wrong codes within 15 minutes', async () => {
    const { token, factorId } = await enrolledTotp('throttle');
    for (let round = 0; round < 4; round++) {
      const { id } = (await challenge(t.app, token, factorId)).json();
      for (let i = 0; i < 5; i++) await verify(t.app, token, factorId, id, '000000');
    }
    const blocked = await challenge(t.app, token, factorId);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Zu viele Bestätigungsversuche\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });
});
