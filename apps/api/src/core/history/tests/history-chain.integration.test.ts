import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/with-tenant.ts';
import { bearer, createTestTenant, signInAs, type TestTenant } from '../../../test/test-tenant.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { recordHistory } from '../record-history.ts';
import { verifyHistoryChain } from '../verify-history-chain.ts';

const t = useTestApp();

async function tenantWithHistory(): Promise<TestTenant> {
  const tenant = await createTestTenant(t.deps);
  for (const action of ['created', 'updated', 'archived']) {
    await withTenant(t.deps.db, tenant.tenantId, (tx) =>
      recordHistory(
        tx,
        { tenantId: tenant.tenantId, userId: tenant.admin.id },
        { entity: 'customers', entityId: 7, action, changes: { name: { from: 'Alt', to: action } } },
      ),
    );
  }
  return tenant;
}

const verify = (tenantId: number) =>
  withTenant(t.deps.db, tenantId, (tx) => verifyHistoryChain(tx, tenantId));
// Tampering happens behind the application's back, as the database owner would.
const asOwner = (statement: string) => t.deps.database.execAsOwner(statement);

describe('history hash chain', () => {
  it('an untouched chain verifies, also through the API', async () => {
    const tenant = await tenantWithHistory();
    expect(await verify(tenant.tenantId)).toMatchObject({ ok: true });
    const token = await signInAs(t.app, tenant.admin);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/historyitems/verify',
      headers: bearer(token),
    });
    expect(res.json()).toMatchObject({ ok: true, broken_at_id: null });
  });

  it('detects a changed item', async () => {
    const tenant = await tenantWithHistory();
    await asOwner(
      `update history_items set changes = '{"name":{"from":"Alt","to":"Gefälscht"}}' where tenant_id = ${tenant.tenantId} and action = 'updated'`,
    );
    expect(await verify(tenant.tenantId)).toMatchObject({ ok: false, reason: 'changed' });
  });

  it('detects a deleted item in the middle and a deleted newest item', async () => {
    const middle = await tenantWithHistory();
    await asOwner(`delete from history_items where tenant_id = ${middle.tenantId} and action = 'updated'`);
    expect(await verify(middle.tenantId)).toMatchObject({ ok: false, reason: 'missing' });

    const newest = await tenantWithHistory();
    await asOwner(`delete from history_items where tenant_id = ${newest.tenantId} and action = 'archived'`);
    expect(await verify(newest.tenantId)).toMatchObject({ ok: false, reason: 'missing', brokenAtId: null });
  });

  it('a rolled-back change leaves no history behind', async () => {
    const tenant = await createTestTenant(t.deps);
    await expect(
      withTenant(t.deps.db, tenant.tenantId, async (tx) => {
        await recordHistory(
          tx,
          { tenantId: tenant.tenantId, userId: null },
          { entity: 'customers', action: 'created' },
        );
        throw new Error('Abbruch mitten in der Änderung');
      }),
    ).rejects.toThrow('Abbruch');
    const token = await signInAs(t.app, tenant.admin);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/historyitems?entity=customers',
      headers: bearer(token),
    });
    expect(res.json().items).toEqual([]);
    expect(await verify(tenant.tenantId)).toMatchObject({ ok: true });
  });

  it('parallel writers in one tenant still form one unbroken chain', async () => {
    const tenant = await createTestTenant(t.deps);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        withTenant(t.deps.db, tenant.tenantId, (tx) =>
          recordHistory(
            tx,
            { tenantId: tenant.tenantId, userId: null },
            { entity: 'articles', entityId: i, action: 'created' },
          ),
        ),
      ),
    );
    const verdict = await verify(tenant.tenantId);
    expect(verdict.ok).toBe(true);
  });
});

describe('GET /api/historyitems', () => {
  it('records sign-in and role changes with who and what changed, newest first, filterable and paged', async () => {
    const tenant = await createTestTenant(t.deps);
    const token = await signInAs(t.app, tenant.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: bearer(token),
      payload: { name: 'Lager', permissions: ['files.read'] },
    });
    const role = created.json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${role.id}`,
      headers: bearer(token),
      payload: { name: 'Lager', permissions: ['files.read', 'files.write'], version: role.version },
    });

    const all = (
      await t.app.inject({ method: 'GET', url: '/api/historyitems', headers: bearer(token) })
    ).json();
    expect(all.items[0]).toMatchObject({
      entity: 'role',
      entity_id: String(role.id),
      action: 'updated',
      actor: { id: tenant.admin.id },
      changes: { permissions: { from: ['files.read'], to: ['files.read', 'files.write'] } },
    });
    expect(all.items.map((i: { action: string }) => i.action)).toContain('signed_in');

    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/historyitems?entity=role&entity_id=${role.id}&limit=1`,
      headers: bearer(token),
    });
    const page1 = filtered.json();
    expect(page1.items).toHaveLength(1);
    expect(page1.next_before_id).toBe(page1.items[0].id);
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: `/api/historyitems?entity=role&entity_id=${role.id}&limit=1&before_id=${page1.next_before_id}`,
        headers: bearer(token),
      })
    ).json();
    expect(page2.items[0].action).toBe('created');
    expect(page2.next_before_id).toBeNull();
  });
});
