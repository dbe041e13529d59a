import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../../routes.ts';
import { addEmployee, bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { enroll, enrollVerifiedTotp, listFactors, unenroll } from './mfa-test-helpers.ts';

// Issue #10 point 5: once a user has a verified factor, the password alone (an aal1 session)
// changes nothing about the account's security.

const t = useTestAppWithTenant();
// An address of its own: wrong passwords here must not throttle other test files.
const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const MFA_REQUIRED = {
  code: 'mfa_required',
  message: expect.stringMatching(/^Bitte bestätigen Sie die Anmeldung .*zweiten Faktor\.$/),
};

const changePassword = (token: string, current: string, next: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/password/change',
    headers: bearer(token),
    payload: { current_password: current, new_password: next },
    remoteAddress,
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

/** A user with a verified TOTP factor: an aal2 token from the enrolment and a fresh aal1 sign-in. */
async function protectedUser(label: string) {
  const user = await addEmployee(t.deps, t.tenant, label);
  const { factorId, aal2Token } = await enrollVerifiedTotp(t.app, await signInAs(t.app, user));
  return { user, factorId, aal2Token, aal1Token: await signInAs(t.app, user) };
}

describe('second factor for account-security actions', () => {
  it('changing the password needs aal2; at aal1 it is refused and the password stays', async () => {
    const { user, aal1Token, aal2Token } = await protectedUser('pw-mfa');
    const refused = await changePassword(aal1Token, user.password, 'Geraten-und-neu-789');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(MFA_REQUIRED);
    expect((await login(user.email, 'Geraten-und-neu-789')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    expect((await changePassword(aal2Token, user.password, 'Mit-Faktor-neu-789')).statusCode).toBe(200);
    expect((await login(user.email, 'Mit-Faktor-neu-789')).statusCode).toBe(200);
  });

  it('enrolling or removing any factor needs aal2, even an unverified one', async () => {
    const { aal1Token, aal2Token } = await protectedUser('factors-mfa');
    const added = await enroll(t.app, aal2Token, { factor_type: 'totp', friendly_name: 'Zweites Gerät' });
    expect(added.statusCode).toBe(200);
    const unverifiedId = added.json().id as string;

    const enrolAtAal1 = await enroll(t.app, aal1Token, { factor_type: 'totp', friendly_name: 'Angreifer' });
    expect(enrolAtAal1.statusCode).toBe(403);
    expect(enrolAtAal1.json().error).toEqual(MFA_REQUIRED);
    const removeAtAal1 = await unenroll(t.app, aal1Token, unverifiedId);
    expect(removeAtAal1.statusCode).toBe(403);
    expect(removeAtAal1.json().error).toEqual(MFA_REQUIRED);
    expect((await listFactors(t.app, aal2Token)).json().all).toHaveLength(2);

    expect((await unenroll(t.app, aal2Token, unverifiedId)).statusCode).toBe(200);
  });

  it('account settings (the interface language) need aal2 too', async () => {
    const { aal1Token, aal2Token } = await protectedUser('lang-mfa');
    const put = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: bearer(token),
        payload: { language: 'en' },
      });
    const refused = await put(aal1Token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(MFA_REQUIRED);
    expect((await put(aal2Token)).statusCode).toBe(200);
  });

  it('at aal1 only sign-out, the own account data and the way to the second factor are open', () => {
    // Every other route — a future e-mail change or session list included — needs aal2 by
    // default (route guard); this list is the reviewed set of exceptions.
    const open = allRoutes
      .filter(({ contract }) => contract.allowAal1)
      .map(({ contract }) => `${contract.method} ${contract.path}`)
      .sort();
    expect(open).toEqual([
      'DELETE /auth/v1/factors/:factorId',
      'GET /api/me',
      'GET /auth/v1/factors',
      'POST /auth/logout',
      'POST /auth/v1/factors',
      'POST /auth/v1/factors/:factorId/challenge',
      'POST /auth/v1/factors/:factorId/verify',
    ]);
  });
});
