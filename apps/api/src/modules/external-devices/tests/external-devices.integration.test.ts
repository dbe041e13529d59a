import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/query-rows.ts';
import { caller } from '../../../test/http-caller.ts';
import { createTestTenant, signInAs, type TestUser } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

type Call = ReturnType<typeof caller>;

/** A signed-in person: their HTTP caller and their profile id in the tenant. */
async function personOf(app: FastifyInstance, user: TestUser) {
  const call = caller(app, await signInAs(app, user));
  const me = (await call('GET', '/api/me')).json();
  return { call, profileId: me.profile.id as number };
}

const t = useTestAppWithTenant();
let admin: { call: Call; profileId: number };
let employee: { call: Call; profileId: number };

const clockEvents = (app: FastifyInstance, key: string, events: object[]) =>
  app.inject({
    method: 'POST',
    url: '/api/device/clock-events',
    headers: { authorization: `Device ${key}` },
    payload: { events },
  });

async function createDevice(call: Call, name = 'Terminal Halle 1') {
  const response = await call('POST', '/api/external-devices', { name, location: 'Halle 1' });
  expect(response.statusCode).toBe(201);
  return response.json() as { device: { id: number; last_seen_at: string | null }; key: string };
}

const recordsOf = async (call: Call, profileId: number, month: string) =>
  (await call('GET', `/api/working-times?profile_id=${profileId}&month=${month}`)).json().items as {
    start: string;
    end: string;
    breaks: { start: string; end: string }[];
    source: string;
  }[];

beforeAll(async () => {
  admin = await personOf(t.app, t.tenant.admin);
  employee = await personOf(t.app, t.tenant.employee);
  const badge = await admin.call('PUT', `/api/external-devices/credentials/${employee.profileId}`, {
    badge: '0815',
    pin: '4711',
  });
  expect(badge.statusCode).toBe(200);
});

describe('time clock devices', () => {
  it('shows the key once and stores only its SHA-256', async () => {
    const { device, key } = await createDevice(admin.call);
    expect(key.length).toBeGreaterThanOrEqual(40);
    const listed = (await admin.call('GET', '/api/external-devices')).json().items;
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed.find((d: { id: number }) => d.id === device.id)).toMatchObject({
      active: true,
      last_seen_at: null,
      key_prefix: key.slice(0, 10),
    });
    const [stored] = await queryRows<Record<string, unknown>>(
      t.deps.database.ownerDb,
      sql`select * from external_devices where tenant_id = ${t.tenant.tenantId} and id = ${device.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored!.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
  });

  it('applies an offline batch with the terminal’s time stamps, in the order they happened', async () => {
    const { key } = await createDevice(admin.call);
    // Sent out of order, as a buffer might: the server orders them by time stamp.
    const response = await clockEvents(t.app, key, [
      { idempotency_key: 'b-2', badge: '0815', kind: 'pause_beginn', at: '2026-11-02T12:00:00+01:00' },
      { idempotency_key: 'b-1', badge: '0815', kind: 'kommen', at: '2026-11-02T07:30:00+01:00' },
      { idempotency_key: 'b-3', pin: '4711', kind: 'pause_ende', at: '2026-11-02T12:30:00+01:00' },
      { idempotency_key: 'b-4', badge: '0815', kind: 'gehen', at: '2026-11-02T16:00:00Z' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual(
      ['b-2', 'b-1', 'b-3', 'b-4'].map((k) => ({ idempotency_key: k, status: 'applied', message: null })),
    );
    const records = await recordsOf(admin.call, employee.profileId, '2026-11');
    expect(records).toMatchObject([
      {
        start: '2026-11-02T07:30',
        end: '2026-11-02T17:00',
        breaks: [{ start: '2026-11-02T12:00', end: '2026-11-02T12:30' }],
        source: 'terminal',
      },
    ]);
  });

  it('a replayed idempotency key adds nothing and answers as before', async () => {
    const { key } = await createDevice(admin.call);
    const batch = [
      { idempotency_key: 'r-1', badge: '0815', kind: 'kommen', at: '2026-11-03T08:00:00+01:00' },
      { idempotency_key: 'r-2', badge: '0815', kind: 'gehen', at: '2026-11-03T12:00:00+01:00' },
      { idempotency_key: 'r-3', badge: '0815', kind: 'gehen', at: '2026-11-03T12:05:00+01:00' },
    ];
    const first = (await clockEvents(t.app, key, batch)).json().results;
    expect(first[2]).toEqual({
      idempotency_key: 'r-3',
      status: 'rejected',
      message: 'Sie sind nicht eingestempelt.',
    });
    const before = await recordsOf(admin.call, employee.profileId, '2026-11');
    const again = await clockEvents(t.app, key, batch);
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual(first);
    expect(await recordsOf(admin.call, employee.profileId, '2026-11')).toEqual(before);
    expect(before.filter((r) => r.start.startsWith('2026-11-03'))).toHaveLength(1);
  });

  it('rejects an unknown badge or PIN and a time stamp in the future with a German reason, still applies the others; updates last seen', async () => {
    const { device, key } = await createDevice(admin.call);
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const response = await clockEvents(t.app, key, [
      { idempotency_key: 'u-1', badge: '9999', kind: 'kommen', at: '2026-11-04T08:00:00+01:00' },
      { idempotency_key: 'u-2', badge: '0815', kind: 'kommen', at: '2026-11-04T08:00:00+01:00' },
      { idempotency_key: 'u-3', pin: '0000', kind: 'gehen', at: '2026-11-04T09:00:00+01:00' },
      { idempotency_key: 'u-4', badge: '0815', kind: 'gehen', at: '2026-11-04T09:00:00+01:00' },
      { idempotency_key: 'u-5', badge: '0815', kind: 'kommen', at: future },
    ]);
    expect(
      response.json().results.map((r: { status: string; message: string | null }) => [r.status, r.message]),
    ).toEqual([
      ['rejected', 'Unbekannte Ausweisnummer.'],
      ['applied', null],
      ['rejected', 'Unbekannte PIN.'],
      ['applied', null],
      ['rejected', 'Der Zeitstempel liegt in der Zukunft. Bitte prüfen Sie die Uhrzeit der Stempeluhr.'],
    ]);
    const records = await recordsOf(admin.call, employee.profileId, '2026-11');
    expect(records.filter((r) => r.start.startsWith('2026-11-04'))).toMatchObject([
      { start: '2026-11-04T08:00', end: '2026-11-04T09:00' },
    ]);
    const listed = (await admin.call('GET', '/api/external-devices')).json().items;
    expect(listed.find((d: { id: number }) => d.id === device.id).last_seen_at).not.toBeNull();
  });

  it('refuses an unknown, deactivated or renewed-away key with a plain 401 and applies nothing', async () => {
    const { device, key } = await createDevice(admin.call);
    const event = { idempotency_key: 'x-1', badge: '0815', kind: 'kommen', at: '2026-11-05T08:00:00+01:00' };
    const deactivated = await admin.call('PUT', `/api/external-devices/${device.id}`, {
      name: 'Terminal Halle 1',
      location: null,
      active: false,
    });
    expect(deactivated.json().active).toBe(false);
    const refused = await clockEvents(t.app, key, [event]);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('Die Stempeluhr ist nicht berechtigt.');
    expect((await clockEvents(t.app, `${key}x`, [event])).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/device/clock-events',
          payload: { events: [event] },
        })
      ).statusCode,
    ).toBe(401);

    const second = await createDevice(admin.call, 'Terminal Büro');
    const renewed = await admin.call('POST', `/api/external-devices/${second.device.id}/key`);
    expect(renewed.statusCode).toBe(200);
    expect((await clockEvents(t.app, second.key, [event])).statusCode).toBe(401);
    const clock = (await employee.call('GET', '/api/working-times/clock')).json();
    expect(clock.start).toBeNull();
    expect((await clockEvents(t.app, renewed.json().key, [event])).statusCode).toBe(200);
    expect((await employee.call('GET', '/api/working-times/clock')).json().start).toBe('2026-11-05T08:00');
    const out = await clockEvents(t.app, renewed.json().key, [
      { ...event, idempotency_key: 'x-2', kind: 'gehen', at: '2026-11-05T12:00:00+01:00' },
    ]);
    expect(out.json().results[0].status).toBe('applied');
  });

  it('keeps badge numbers and PINs unique in the tenant; PINs only hashed', async () => {
    const taken = await admin.call('PUT', `/api/external-devices/credentials/${admin.profileId}`, {
      badge: '0815',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toBe(
      'Diese Ausweisnummer ist bereits einem anderen Mitarbeiter zugeordnet.',
    );
    const pinTaken = await admin.call('PUT', `/api/external-devices/credentials/${admin.profileId}`, {
      badge: null,
      pin: '4711',
    });
    expect(pinTaken.statusCode).toBe(400);
    const stored = await queryRows<{ badge: string | null; pin_hash: string | null }>(
      t.deps.database.ownerDb,
      sql`select badge, pin_hash from clock_credentials where tenant_id = ${t.tenant.tenantId}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.pin_hash).not.toContain('4711');
    const list = (await admin.call('GET', '/api/external-devices/credentials')).json().items;
    expect(list.find((c: { profile_id: number }) => c.profile_id === employee.profileId)).toMatchObject({
      badge: '0815',
      has_pin: true,
    });
  });

  it('a device of another tenant cannot clock this tenant’s people', async () => {
    const other = await createTestTenant(t.deps, 'Fremdfirma');
    const otherAdmin = caller(t.app, await signInAs(t.app, other.admin));
    const { key } = await createDevice(otherAdmin, 'Fremdes Terminal');
    const response = await clockEvents(t.app, key, [
      { idempotency_key: 'f-1', badge: '0815', kind: 'kommen', at: '2026-11-07T08:00:00+01:00' },
      { idempotency_key: 'f-2', pin: '4711', kind: 'kommen', at: '2026-11-07T08:00:00+01:00' },
    ]);
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual([
      'rejected',
      'rejected',
    ]);
    const records = await recordsOf(admin.call, employee.profileId, '2026-11');
    expect(records.filter((r) => r.start.startsWith('2026-11-07'))).toEqual([]);
    const clock = (await employee.call('GET', '/api/working-times/clock')).json();
    expect(clock.start).not.toBe('2026-11-07T08:00');
  });

  // Last: the refused Gehen leaves the person clocked in (the open clock-in stays, like on the web).
  it('a closed month refuses the terminal’s Gehen with the database’s German reason; nothing is booked', async () => {
    // Closing a month needs the person's Bundesland and weekly hours (its evaluation).
    const profile = (await admin.call('GET', `/api/profiles/${employee.profileId}`)).json();
    const updated = await admin.call('PUT', `/api/profiles/${employee.profileId}`, {
      first_name: profile.first_name,
      last_name: profile.last_name,
      role_id: profile.role?.id ?? null,
      version: profile.version,
      federal_state: 'BY',
      weekly_hours: 40,
      work_days: [1, 2, 3, 4, 5],
      vacation_days_per_year: 30,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const closed = await admin.call('POST', '/api/working-times/closings', {
      profile_id: employee.profileId,
      month: '2026-10',
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    const { key } = await createDevice(admin.call);
    const response = await clockEvents(t.app, key, [
      { idempotency_key: 'c-1', badge: '0815', kind: 'kommen', at: '2026-10-12T08:00:00+02:00' },
      { idempotency_key: 'c-2', badge: '0815', kind: 'gehen', at: '2026-10-12T16:00:00+02:00' },
    ]);
    expect(response.json().results[1]).toEqual({
      idempotency_key: 'c-2',
      status: 'rejected',
      message: 'Der Monat 10/2026 ist abgeschlossen; darin können keine Arbeitszeiten mehr erfasst werden.',
    });
    expect(await recordsOf(admin.call, employee.profileId, '2026-10')).toEqual([]);

    // Gehen before that Kommen (a terminal's clock set back) is refused; the clock-in stays.
    const early = await clockEvents(t.app, key, [
      { idempotency_key: 'c-3', badge: '0815', kind: 'gehen', at: '2026-10-12T07:00:00+02:00' },
    ]);
    expect(early.json().results[0]).toEqual({
      idempotency_key: 'c-3',
      status: 'rejected',
      message: 'Der Zeitpunkt liegt vor dem Kommen (12.10.2026 08:00 Uhr).',
    });
    expect((await employee.call('GET', '/api/working-times/clock')).json().start).toBe('2026-10-12T08:00');
  });
});
