import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyItems } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { addEmployee, postTenantSwitch, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { enroll, enrollVerifiedTotp, listFactors, unenroll } from './mfa-test-helpers.ts';

const t = useTestAppWithTenant();

const newUser = (label: string) => addEmployee(t.deps, t.tenant, label);

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
    const items = await withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.select().from(historyItems).where(eq(historyItems.entityId, factorId)),
    );
    expect(items.map((i) => i.action)).toEqual(['enrolled', 'verified', 'unenrolled']);

    // Without a verified factor the password alone opens everything again.
    const again = await signInAs(t.app, user);
    const switched = await postTenantSwitch(t.app, again, t.tenant.tenantId);
    expect(switched.statusCode).toBe(200);
  });
});
