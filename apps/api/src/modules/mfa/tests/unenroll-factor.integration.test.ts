import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyItems } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addUser, bearer, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { enroll, enrollVerifiedTotp, listFactors, unenroll } from './mfa-test-helpers.ts';

let t: TestApp;
let tenant: TestTenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.deps);
});
afterAll(() => t.close());

const newUser = (label: string) => addUser(t.deps, tenant.tenantId, tenant.roleIds['Mitarbeiter']!, label);

describe('DELETE /auth/v1/factors/:factorId', () => {
  it('removes an unverified factor at aal1', async () => {
    const token = await signInAs(t.app, await newUser('unverified'));
    const { id } = (await enroll(t.app, token, { factor_type: 'totp' })).json();
    const res = await unenroll(t.app, token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await listFactors(t.app, token)).json().all).toEqual([]);
  });

  it('needs an aal2 session to remove a verified factor', async () => {
    const user = await newUser('verified');
    const { factorId, aal2Token } = await enrollVerifiedTotp(t.app, await signInAs(t.app, user));
    const aal1Token = await signInAs(t.app, user);

    const refused = await unenroll(t.app, aal1Token, factorId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'mfa_required',
      message: 'Bitte bestätigen Sie die Anmeldung zuerst mit Ihrem zweiten Faktor.',
    });
    expect((await listFactors(t.app, aal1Token)).json().totp).toHaveLength(1);

    const removed = await unenroll(t.app, aal2Token, factorId);
    expect(removed.statusCode).toBe(200);
    expect((await unenroll(t.app, aal2Token, factorId)).statusCode).toBe(404);
    const items = await withTenant(t.deps.db, tenant.tenantId, (tx) =>
      tx.select().from(historyItems).where(eq(historyItems.entityId, factorId)),
    );
    expect(items.map((i) => i.action)).toEqual(['enrolled', 'verified', 'unenrolled']);

    // Without a verified factor the password alone opens everything again.
    const again = await signInAs(t.app, user);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/tenant/switch',
      headers: bearer(again),
      payload: { tenant_id: tenant.tenantId },
    });
    expect(switched.statusCode).toBe(200);
  });
});
