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
  it('after 5 failures for an account from one address even the right password gets 429 there, with Retry-After', async () => {
    const victim = await addEmployee(t.deps, t.tenant, 'victim');
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login(victim.email, `falsch-${i}`, ip);
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

  it('a wrong-password flood from one address does not lock the owner out at their own address', async () => {
    const owner = await addEmployee(t.deps, t.tenant, 'flooded');
    const attacker = newAddress();
    for (let i = 0; i < 12; i++) await login(owner.email, `flut-${i}`, attacker);
    expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, newAddress())).statusCode).toBe(200);
  });

  it('guessing from many addresses: 50 failures for an account within 15 minutes block it everywhere', async () => {
    const victim = await addEmployee(t.deps, t.tenant, 'distributed');
    await t.deps.database.ownerDb
      .insert(loginAttempts)
      .values(
        Array.from({ length: 49 }, () => ({ email: victim.email, ip: newAddress(), succeeded: false })),
      );
    expect((await login(victim.email, 'falsch-falsch', newAddress())).statusCode).toBe(401);
    expect((await login(victim.email, victim.password, newAddress())).statusCode).toBe(429);
  });

  it('counts parallel guesses too: 12 at once from one address leave at most 5 checked', async () => {
    const victim = await addEmployee(t.deps, t.tenant, 'parallel');
    const ip = newAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(victim.email, `rate-${i}`, ip)),
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
    const ip = newAddress();
    for (let i = 0; i < 5; i++) await login(user.email, 'falsch-falsch', ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
    await t.deps.database.ownerDb
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(sql`${loginAttempts.email} = ${user.email}`);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('a successful sign-in resets the account counter', async () => {
    const user = await addEmployee(t.deps, t.tenant, 'reset');
    const ip = newAddress();
    for (let i = 0; i < 4; i++) await login(user.email, 'falsch-falsch', ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(user.email, 'falsch-falsch', ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });
});
