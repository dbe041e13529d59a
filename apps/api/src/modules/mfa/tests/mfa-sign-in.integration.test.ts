import { describe, expect, it } from 'vitest';
import { bearer, postTenantSwitch, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { challengeAndVerify, claimsOf, enroll, totpCode } from './mfa-test-helpers.ts';

const t = useTestAppWithTenant();

const switchTenant = (token: string) => postTenantSwitch(t.app, token, t.tenant.tenantId);
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('signing in with a verified TOTP factor', () => {
  it('holds the password-only session at aal1 until a real TOTP code is verified', async () => {
    const enrolment = await signInAs(t.app, t.tenant.admin);
    const { id: factorId, totp } = (await enroll(t.app, enrolment, { factor_type: 'totp' })).json();
    const code = totpCode(totp.secret);
    expect((await challengeAndVerify(t.app, enrolment, factorId, code)).statusCode).toBe(200);

    const password = await signInAs(t.app, t.tenant.admin);
    expect(claimsOf(password).aal).toBe('aal1');
    const blocked = await switchTenant(password);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'mfa_required',
      message: 'Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.',
    });
    const before = await me(password);
    expect(before.statusCode).toBe(200);
    expect(before.json().aal).toEqual({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // The code of the enrolment is spent; a phone one step ahead shows the next one.
    const verified = await challengeAndVerify(t.app, password, factorId, totpCode(totp.secret, 30_000));
    expect(verified.statusCode).toBe(200);
    const aal2 = verified.json().access_token;
    expect((await switchTenant(aal2)).statusCode).toBe(200);
    expect((await me(aal2)).json().aal).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
    // The old aal1 token stays aal1: the level comes from the token, not from the session row.
    expect((await switchTenant(password)).statusCode).toBe(403);
  });
});
