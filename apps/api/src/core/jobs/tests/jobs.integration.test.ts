import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../../app-deps.ts';
import { createDeps } from '../../../create-deps.ts';
import type { Database } from '../../../db/database.ts';
import { tenantSettings } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { openTestDatabase, testConfig } from '../../../test/test-app.ts';
import { createTestTenant } from '../../../test/test-tenant.ts';
import type { JobDefinition } from '../jobs.ts';
import { listTenantIds } from '../tenant-ids.ts';

let database: Database;
let deps: AppDeps;
let tenants: number[];
beforeAll(async () => {
  database = await openTestDatabase();
  deps = createDeps(testConfig(), database, pino({ level: 'silent' }));
  tenants = [(await createTestTenant(deps)).tenantId, (await createTestTenant(deps)).tenantId];
});
afterAll(async () => {
  await deps.jobs.stop();
  await database.close();
});

describe('the job queue', () => {
  it('runs jobs in the background as tenant-scoped work, and stops without closing the database', async () => {
    const seen: { tenantId: number; visibleSettings: number[]; note: unknown }[] = [];
    const echo: JobDefinition<{ tenantId: number; note: string }> = {
      name: 'test-tenant-echo',
      handle: async (jobDeps, data) => {
        // RLS stays in force inside a job: a tenant sees only its own settings row.
        const rows = await withTenant(jobDeps.db, data.tenantId, (tx) =>
          tx.select({ tenantId: tenantSettings.tenantId }).from(tenantSettings),
        );
        seen.push({ tenantId: data.tenantId, visibleSettings: rows.map((r) => r.tenantId), note: data.note });
      },
    };
    expect(deps.jobs.started).toBe(false);
    await deps.jobs.start(deps, [echo as JobDefinition<never>]);
    expect(deps.jobs.started).toBe(true);

    for (const tenantId of tenants)
      await deps.jobs.send('test-tenant-echo', { tenantId, note: `für ${tenantId}` });
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 15_000, interval: 100 });
    for (const tenantId of tenants) {
      expect(seen).toContainEqual({ tenantId, visibleSettings: [tenantId], note: `für ${tenantId}` });
    }

    await deps.jobs.stop();
    expect(deps.jobs.started).toBe(false);
    await expect(deps.jobs.send('test-tenant-echo', {})).rejects.toThrow('not started');
    // The app's connection is still open after the queue stopped (PGlite shares it).
    expect(await listTenantIds(deps.database.ownerDb)).toEqual(expect.arrayContaining(tenants));
  });

  it('runs a sweep once at start-up and refuses a second one while it runs (exclusive)', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const running = new Promise<void>((resolve) => (release = resolve));
    const sweep: JobDefinition = {
      name: 'test-sweep',
      runAtStart: true,
      policy: 'exclusive',
      handle: async () => {
        runs++;
        await running;
      },
    };
    await deps.jobs.start(deps, [sweep]);
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 15_000, interval: 100 });
    expect(await deps.jobs.send('test-sweep')).toBeNull();
    release();
    await deps.jobs.stop();
    expect(runs).toBe(1);
  });
});
