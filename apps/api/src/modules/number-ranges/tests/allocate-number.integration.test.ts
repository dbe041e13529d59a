import { berlinYearMonth } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/with-tenant.ts';
import { createTestTenant, signInAs, bearer } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { allocateNumber } from '../index.ts';

// On PostgreSQL the parallel transactions really run at once (up to the pool size); on PGlite,
// which has one connection, they queue — the results must be the same.
const t = useTestAppWithTenant();
const year = berlinYearMonth(new Date()).year;

const allocate = (tenantId: number, now?: Date) =>
  withTenant(t.deps.db, tenantId, (tx) => allocateNumber(tx, tenantId, 'invoices', now));

describe('allocateNumber', () => {
  it('gives 25 parallel transactions distinct, consecutive numbers', async () => {
    const { tenantId } = await createTestTenant(t.deps);
    const numbers = await Promise.all(Array.from({ length: 25 }, () => allocate(tenantId)));
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 25 }, (_, i) => `RE-${year}-${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('gives the number of a rolled-back transaction to the next one (no gap)', async () => {
    const { tenantId } = await createTestTenant(t.deps);
    expect(await allocate(tenantId)).toBe(`RE-${year}-00001`);
    const failed = withTenant(t.deps.db, tenantId, async (tx) => {
      expect(await allocateNumber(tx, tenantId, 'invoices')).toBe(`RE-${year}-00002`);
      throw new Error('the invoice could not be finalised');
    });
    await expect(failed).rejects.toThrow('the invoice could not be finalised');
    expect(await allocate(tenantId)).toBe(`RE-${year}-00002`);
  });

  it('starts yearly ranges again at New Year in Berlin time and continues the others', async () => {
    const { tenantId } = await createTestTenant(t.deps);
    const lastMinute = new Date('2026-12-31T22:59:00Z'); // 23:59 in Berlin
    const firstMinute = new Date('2026-12-31T23:01:00Z'); // 00:01 on 1 January in Berlin
    expect(await allocate(tenantId, lastMinute)).toBe('RE-2026-00001');
    expect(await allocate(tenantId, lastMinute)).toBe('RE-2026-00002');
    expect(await allocate(tenantId, firstMinute)).toBe('RE-2027-00001');
    expect(await allocate(tenantId, firstMinute)).toBe('RE-2027-00002');
    const tickets = (now: Date) =>
      withTenant(t.deps.db, tenantId, (tx) => allocateNumber(tx, tenantId, 'tickets', now));
    expect(await tickets(lastMinute)).toBe('T-00001');
    expect(await tickets(firstMinute)).toBe('T-00002');
  });

  it('keeps tenants apart: each counts on its own', async () => {
    const [a, b] = [await createTestTenant(t.deps), await createTestTenant(t.deps)];
    await allocate(a.tenantId);
    await allocate(a.tenantId);
    expect(await allocate(b.tenantId)).toBe(`RE-${year}-00001`);
    expect(await allocate(a.tenantId)).toBe(`RE-${year}-00003`);
  });

  it('numbers 20 customers created in parallel through the API distinctly and consecutively', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/entities/customers',
          headers: bearer(token),
          payload: { data: { kind: 'company', company_name: `Parallel ${i} GmbH` } },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => Number(r.json().number)).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 10001 + i));
  });
});
