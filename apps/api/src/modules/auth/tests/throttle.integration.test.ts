import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../../db/schema/index.ts';
import { addEmployee } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();

// Each test signs in from its own address: the attempts table is shared by all tests on PostgreSQL.
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in throttling', () => {
  it('after 5 failures for an account even the right password gets 429 with Retry-After, other accounts do not', async () => {
    const victim = await addEmployee(t.deps, t.tenant, 'victim');
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login(victim.email, `falsch-${i}`, newAddress());
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
    const blocked = await login(victim.email, victim.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().error).toMatchObject({
      code: 'too_many_requests',
      message: expect.stringMatching(/Minute/),
    });
    expect((await login(t.tenant.admin.email, t.tenant.admin.password, ip)).statusCode).toBe(200);
  });

  it('counts parallel guesses too: 12 at once leave at most 5 checked', async () => {
    const victim = await addEmployee(t.deps, t.tenant, 'parallel');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(victim.email, `rate-${i}`, newAddress())),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('after 20 failures from one address that address is refused, others are not', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login(`unbekannt-${i}@kontor.test`, 'falsch-falsch', ip)).statusCode).toBe(401);
    }
    const blocked = await login(t.tenant.employee.email, t.tenant.employee.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(t.tenant.employee.email, t.tenant.employee.password, newAddress())).statusCode).toBe(
      200,
    );
  });

  it('the window is 15 minutes: older failures no longer count', async () => {
    const user = await addEmployee(t.deps, t.tenant, 'window');
    for (let i = 0; i < 5; i++) await login(user.email, 'falsch-falsch', newAddress());
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(429);
    await t.deps.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(sql`${loginAttempts.email} = ${user.email}`);
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
  });

  it('a successful sign-in resets the account counter', async () => {
    const user = await addEmployee(t.deps, t.tenant, 'reset');
    for (let i = 0; i < 4; i++) await login(user.email, 'falsch-falsch', newAddress());
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(user.email, 'falsch-falsch', newAddress());
    expect((await login(user.email, user.password, newAddress())).statusCode).toBe(200);
  });
});
