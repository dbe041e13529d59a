import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredWorkingTimes } from '../../../core/maintenance.ts';
import type { Writer } from '../../../core/auth/request-auth.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { withOwner, withTenant } from '../../../db/with-tenant.ts';
import { dbErrorOf } from '../../../test/db-error.ts';
import { testConfig } from '../../../test/test-app.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import * as clock from '../clock.service.ts';
import { personOf, record, type Call } from './working-times-test-helpers.ts';

// Issue #16 point 2: a manager clocks for someone else (and the record says who), an employee
// cannot; § 16 Abs. 2 ArbZG: records are kept two years (database), the maintenance job removes
// them after the configured retention.
const t = useTestAppWithTenant();
let admin: { call: Call; profileId: number };
let employee: { call: Call; profileId: number };

beforeAll(async () => {
  admin = await personOf(t.app, t.tenant.admin);
  employee = await personOf(t.app, t.tenant.employee);
});

/** A day `years` years and `days` days before today, as `YYYY-MM-DD`. */
const daysAgo = (years: number, days: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe('clocking for another person', () => {
  it('a manager clocks someone in and out from the web; the record names the manager', async () => {
    const clockedIn = await admin.call('POST', '/api/working-times/clock/in', {
      profile_id: employee.profileId,
    });
    expect(clockedIn.statusCode, clockedIn.body).toBe(200);
    expect(clockedIn.json().start).not.toBeNull();
    // The person sees the clock-in as their own.
    expect((await employee.call('GET', '/api/working-times/clock')).json().start).toBe(
      clockedIn.json().start,
    );
    expect(
      (await admin.call('GET', `/api/working-times/clock?profile_id=${employee.profileId}`)).json().start,
    ).toBe(clockedIn.json().start);
    // The manager's own clock is untouched.
    expect((await admin.call('GET', '/api/working-times/clock')).json().start).toBeNull();
    const out = await admin.call('POST', '/api/working-times/clock/out', { profile_id: employee.profileId });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().clock.start).toBeNull();

    // With a given "now", Gehen books a record; its page says who recorded it.
    const manager: Writer = {
      tenantId: t.tenant.tenantId,
      userId: t.tenant.admin.id,
      permissions: ['workingTimes.read', 'workingTimes.write', 'workingTimes.manage'],
    };
    const booked = await withTenant(t.deps.db, t.tenant.tenantId, async (tx) => {
      await clock.clockIn(tx, manager, 'web', new Date('2026-10-05T08:00:00+02:00'), employee.profileId);
      return clock.clockOut(tx, manager, new Date('2026-10-05T12:30:00+02:00'), employee.profileId);
    });
    expect(booked.record).toMatchObject({ profile_id: employee.profileId, net_minutes: 270 });
    const detail = (await employee.call('GET', `/api/working-times/${booked.record!.id}`)).json();
    const me = (await admin.call('GET', '/api/me')).json().profile;
    expect(detail.recorded_by).toBe(`${me.first_name} ${me.last_name}`);
  });

  it('an employee cannot clock anyone else in or out, nor see their clock (403, German)', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/working-times/clock/in', { profile_id: admin.profileId }],
      ['POST', '/api/working-times/clock/out', { profile_id: admin.profileId }],
      ['POST', '/api/working-times/clock/break/start', { profile_id: admin.profileId }],
      ['GET', `/api/working-times/clock?profile_id=${admin.profileId}`, undefined],
    ] as const) {
      const response = await employee.call(method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toMatch(/Arbeitszeiten anderer Mitarbeiter/);
    }
    expect((await admin.call('GET', '/api/working-times/clock')).json().start).toBeNull();
  });
});

describe('corrections keep the original', () => {
  it('the database refuses changing a record without a revision of its values before', async () => {
    const day = daysAgo(0, 40);
    const created = await admin.call(
      'POST',
      '/api/working-times',
      record(employee.profileId, `${day}T13:00`, `${day}T14:00`),
    );
    expect(created.statusCode, created.body).toBe(201);
    const refused = await dbErrorOf(
      withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
        tx.execute(
          sql`update working_times set end_at = end_at + interval '1 hour' where id = ${created.json().id}`,
        ),
      ),
    );
    expect(refused).toMatch(/nur als Korrektur mit Begründung/);
    // Through the API the correction keeps the original, with who and why.
    const corrected = await admin.call('PUT', `/api/working-times/${created.json().id}`, {
      ...record(employee.profileId, `${day}T13:00`, `${day}T15:00`),
      reason: 'Termin beim Kunden verlängert',
      version: created.json().version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const detail = (await employee.call('GET', `/api/working-times/${created.json().id}`)).json();
    expect(detail.revisions).toMatchObject([
      {
        action: 'corrected',
        previous: { start: `${day}T13:00`, end: `${day}T14:00` },
        reason: 'Termin beim Kunden verlängert',
        changed_by: expect.stringMatching(/\S/),
      },
    ]);
  });
});

describe('retention (§ 16 Abs. 2 ArbZG)', () => {
  it('the database refuses deleting a record or its history before two years, the job removes it after the retention', async () => {
    const oldDay = daysAgo(3, 10);
    const recentDay = daysAgo(0, 20);
    const created = async (day: string) => {
      const response = await admin.call(
        'POST',
        '/api/working-times',
        record(employee.profileId, `${day}T07:00`, `${day}T09:00`),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; version: number };
    };
    const old = await created(oldDay);
    const recent = await created(recentDay);
    // A correction of the old record leaves history, which goes with it.
    const corrected = await admin.call('PUT', `/api/working-times/${old.id}`, {
      ...record(employee.profileId, `${oldDay}T07:30`, `${oldDay}T09:00`),
      reason: 'Später begonnen',
      version: old.version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const correctedRecent = await admin.call('PUT', `/api/working-times/${recent.id}`, {
      ...record(employee.profileId, `${recentDay}T07:15`, `${recentDay}T09:00`),
      reason: 'Tippfehler',
      version: recent.version,
    });
    expect(correctedRecent.statusCode, correctedRecent.body).toBe(200);

    const owner = t.deps.database.ownerDb;
    const refused = await dbErrorOf(
      owner.execute(
        sql`delete from working_times where tenant_id = ${t.tenant.tenantId} and id = ${recent.id}`,
      ),
    );
    expect(refused).toMatch(
      /§ 16 Abs\. 2 ArbZG zwei Jahre aufbewahrt werden; dieser Eintrag kann frühestens am \d\d\.\d\d\.\d{4} gelöscht werden/,
    );
    // Not even the retention switch lets a young record or its history go.
    const evenPurging = await dbErrorOf(
      withOwner(t.deps.database, async (tx) => {
        await tx.execute(sql`select set_config('kontor.purge', 'on', true)`);
        await tx.execute(
          sql`delete from working_time_revisions where tenant_id = ${t.tenant.tenantId} and working_time_id = ${recent.id}`,
        );
      }),
    );
    expect(evenPurging).toMatch(/§ 16 Abs\. 2 ArbZG/);

    const exists = async (id: number) =>
      (
        await queryRows<{ n: number }>(
          owner,
          sql`select count(*)::int as n from working_times where tenant_id = ${t.tenant.tenantId} and id = ${id}`,
        )
      )[0]!.n === 1;
    const revisionsOf = async (id: number) =>
      (
        await queryRows<{ n: number }>(
          owner,
          sql`select count(*)::int as n from working_time_revisions where tenant_id = ${t.tenant.tenantId} and working_time_id = ${id}`,
        )
      )[0]!.n;

    // A longer configured retention (five years) keeps the three-year-old record.
    await purgeExpiredWorkingTimes({
      database: t.deps.database,
      config: testConfig({ workingTimeRetentionYears: 5 }),
    });
    expect(await exists(old.id)).toBe(true);

    // The default two years: the old record and its history go, the recent one stays.
    const deleted = await purgeExpiredWorkingTimes({ database: t.deps.database, config: testConfig() });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(old.id)).toBe(false);
    expect(await revisionsOf(old.id)).toBe(0);
    expect(await exists(recent.id)).toBe(true);
    expect(await revisionsOf(recent.id)).toBe(1);
  });
});
