import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/with-tenant.ts';
import { pgErrorCode } from '../../../db/pg-error.ts';
import { addEmployee, addUser } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  BAVARIA_FULL_TIME,
  personOf,
  record,
  setWorkingTimeProfile,
  type Call,
} from './working-times-test-helpers.ts';

const t = useTestAppWithTenant();
let admin: { call: Call; profileId: number };
let employee: { call: Call; profileId: number };

beforeAll(async () => {
  admin = await personOf(t.app, t.tenant.admin);
  employee = await personOf(t.app, t.tenant.employee);
  await setWorkingTimeProfile(admin.call, employee.profileId, BAVARIA_FULL_TIME);
  await setWorkingTimeProfile(admin.call, admin.profileId, BAVARIA_FULL_TIME);
});

const evaluation = (call: Call, profileId: number, month: string) =>
  call('GET', `/api/working-times/evaluation?profile_id=${profileId}&month=${month}`);
const list = async (call: Call, profileId: number, month: string) =>
  (await call('GET', `/api/working-times?profile_id=${profileId}&month=${month}`)).json();

describe('automation contract', () => {
  it('records a day and evaluates the month: target, actual, balance, vacation and ArbZG findings', async () => {
    // Tuesday 3 March 2026: 08:00–19:00 with one 30-minute break = 10 h 30 min net.
    const created = await admin.call(
      'POST',
      '/api/working-times',
      record(admin.profileId, '2026-03-03T08:00', '2026-03-03T19:00', [
        { start: '2026-03-03T12:00', end: '2026-03-03T12:30' },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id: expect.any(Number),
      profile_id: admin.profileId,
      start: '2026-03-03T08:00',
      end: '2026-03-03T19:00',
      net_minutes: 630,
      break_minutes: 30,
    });

    const response = await evaluation(admin.call, admin.profileId, '2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(Object.keys(result).sort()).toEqual(
      [
        'actual_minutes',
        'balance_minutes',
        'carried_balance_minutes',
        'findings',
        'target_minutes',
        'vacation_days_left',
        'vacation_days_taken',
      ].sort(),
    );
    // March 2026 in Bavaria: 22 working days Monday–Friday, no public holiday → 22 × 8 h.
    expect(result).toMatchObject({
      target_minutes: 22 * 480,
      actual_minutes: 630,
      carried_balance_minutes: 0,
      balance_minutes: 630 - 22 * 480,
      vacation_days_taken: 0,
      vacation_days_left: 30,
    });
    const rules = (result.findings as { date: string; rule: string; message: string }[]).map(
      (f) => `${f.date} ${f.rule}`,
    );
    // > 10 h net (§ 3), 30 instead of 45 min break after 9 h (§ 4), 12:30–19:00 = 6 h 30 without break.
    expect(rules.sort()).toEqual(
      ['2026-03-03 ARBZG_3_DAILY_MAX', '2026-03-03 ARBZG_4_BREAK', '2026-03-03 ARBZG_4_SIX_HOURS'].sort(),
    );
    for (const finding of result.findings) expect(finding.message).toMatch(/[äöüß]|Std\.|Pause/);
  });

  it('refuses an overlapping record with a German 400 and writes nothing; touching records are fine', async () => {
    const before = await list(admin.call, admin.profileId, '2026-03');
    const overlapping = await admin.call(
      'POST',
      '/api/working-times',
      record(admin.profileId, '2026-03-03T18:00', '2026-03-03T20:00'),
    );
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.message).toBe(
      'Die Arbeitszeit überschneidet sich mit dem Eintrag vom 03.03.2026 08:00 bis 03.03.2026 19:00.',
    );
    expect(await list(admin.call, admin.profileId, '2026-03')).toEqual(before);
    const touching = await admin.call(
      'POST',
      '/api/working-times',
      record(admin.profileId, '2026-03-04T06:00', '2026-03-04T08:00'),
    );
    expect(touching.statusCode, touching.body).toBe(201);
  });

  it('of two overlapping records sent at the same moment exactly one is stored', async () => {
    const [first, second] = await Promise.all([
      admin.call(
        'POST',
        '/api/working-times',
        record(admin.profileId, '2026-03-05T08:00', '2026-03-05T12:00'),
      ),
      admin.call(
        'POST',
        '/api/working-times',
        record(admin.profileId, '2026-03-05T11:00', '2026-03-05T15:00'),
      ),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    const onThatDay = (await list(admin.call, admin.profileId, '2026-03')).items.filter(
      (item: { start: string }) => item.start.startsWith('2026-03-05'),
    );
    expect(onThatDay).toHaveLength(1);
  });

  it('refuses impossible times with German messages', async () => {
    const cases: [object, RegExp][] = [
      [record(admin.profileId, '2026-03-10T10:00', '2026-03-10T09:00'), /Ende muss nach dem Beginn/],
      // 29 March 2026 02:30 does not exist in Berlin (spring forward).
      [record(admin.profileId, '2026-03-29T02:30', '2026-03-29T05:00'), /Sommerzeit/],
      [
        record(admin.profileId, '2026-03-10T08:00', '2026-03-10T12:00', [
          { start: '2026-03-10T12:30', end: '2026-03-10T13:00' },
        ]),
        /Pause/,
      ],
      [{ profile_id: admin.profileId, start: '10.03.2026 08:00', end: '2026-03-10T12:00' }, /./],
    ];
    for (const [body, message] of cases) {
      const response = await admin.call('POST', '/api/working-times', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message + JSON.stringify(response.json().error.fields ?? {})).toMatch(
        message,
      );
    }
  });

  it('without Bundesland or weekly hours the evaluation says what is missing (400)', async () => {
    const newcomer = await personOf(t.app, await addEmployee(t.deps, t.tenant, 'neu'));
    const response = await evaluation(admin.call, newcomer.profileId, '2026-03');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['federal_state', 'weekly_hours']);
    expect(response.json().error.message).toMatch(/Bundesland/);
  });
});

describe('absences in the evaluation', () => {
  it('approved vacation and sickness lower the target, half days by half; overtime reduction and requests do not', async () => {
    const person = await personOf(t.app, await addEmployee(t.deps, t.tenant, 'urlaub'));
    await setWorkingTimeProfile(admin.call, person.profileId, BAVARIA_FULL_TIME);
    const absence = async (data: Record<string, unknown>) => {
      const response = await admin.call('POST', '/api/entities/absences', {
        data: { profile: person.profileId, status: 'approved', ...data },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // Monday 9 – Friday 13 March, the last day only half: 4.5 vacation days.
    await absence({ kind: 'vacation', from: '2026-03-09', to: '2026-03-13', half_day_end: true });
    await absence({ kind: 'sick', from: '2026-03-16', to: '2026-03-16' });
    // Time off from the overtime balance keeps the target; a mere request counts for nothing.
    await absence({ kind: 'overtimeReduction', from: '2026-03-17', to: '2026-03-17' });
    await absence({ kind: 'vacation', from: '2026-03-18', to: '2026-03-18', status: 'requested' });

    const result = (await evaluation(admin.call, person.profileId, '2026-03')).json();
    expect(result).toMatchObject({
      target_minutes: (22 - 4.5 - 1) * 480,
      actual_minutes: 0,
      vacation_days_taken: 4.5,
      vacation_days_left: 25.5,
    });
  });
});

describe('months the evaluation refuses', () => {
  it('a month more than a year ahead is a 400 on month', async () => {
    const response = await evaluation(admin.call, admin.profileId, '2099-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.month).toBe('Auswertungen gibt es höchstens ein Jahr im Voraus.');
    expect((await evaluation(admin.call, admin.profileId, '2026-13')).statusCode).toBe(400);
  });
});

describe('profile fields of the evaluation (PUT /api/profiles/:id)', () => {
  it('stores Bundesland, municipality, weekly hours, work days and vacation; a PUT without them keeps them', async () => {
    const person = await personOf(t.app, await addEmployee(t.deps, t.tenant, 'teilzeit'));
    const saved = await setWorkingTimeProfile(admin.call, person.profileId, {
      federal_state: 'BY',
      holiday_municipality: 'BY_AUGSBURG',
      weekly_hours: 20.5,
      work_days: [3, 1, 2],
      vacation_days_per_year: 15,
    });
    expect(saved).toMatchObject({
      federal_state: 'BY',
      holiday_municipality: 'BY_AUGSBURG',
      weekly_hours: 20.5,
      work_days: [1, 2, 3],
      vacation_days_per_year: 15,
    });
    const renamed = await setWorkingTimeProfile(admin.call, person.profileId, { position: 'Lager' });
    expect(renamed).toMatchObject({ federal_state: 'BY', weekly_hours: 20.5, work_days: [1, 2, 3] });
  });

  it('refuses an unknown Bundesland and a municipal rule of another Bundesland', async () => {
    const profile = (await admin.call('GET', `/api/profiles/${employee.profileId}`)).json();
    const base = {
      first_name: profile.first_name,
      last_name: profile.last_name,
      role_id: profile.role.id,
      version: profile.version,
    };
    const unknown = await admin.call('PUT', `/api/profiles/${employee.profileId}`, {
      ...base,
      federal_state: 'XX',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.federal_state).toBe('Bitte ein Bundesland wählen.');
    const mismatch = await admin.call('PUT', `/api/profiles/${employee.profileId}`, {
      ...base,
      federal_state: 'BE',
      holiday_municipality: 'BY_AUGSBURG',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.holiday_municipality).toMatch(/nur in Bayern/);
    expect((await admin.call('GET', `/api/profiles/${employee.profileId}`)).json().federal_state).toBe('BY');
  });
});

describe('permissions', () => {
  it('an employee records, reads and evaluates their own times but not others’, and cannot close months', async () => {
    const own = await employee.call(
      'POST',
      '/api/working-times',
      record(employee.profileId, '2026-02-02T08:00', '2026-02-02T16:30', [
        { start: '2026-02-02T12:00', end: '2026-02-02T12:30' },
      ]),
    );
    expect(own.statusCode, own.body).toBe(201);
    // Without profile_id the list is the caller's own.
    const mine = (await employee.call('GET', '/api/working-times?month=2026-02')).json();
    expect(mine.profile_id).toBe(employee.profileId);
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([own.json().id]);
    expect((await evaluation(employee.call, employee.profileId, '2026-02')).statusCode).toBe(200);

    const adminRecord = (await list(admin.call, admin.profileId, '2026-03')).items[0];
    const refused = [
      await employee.call(
        'POST',
        '/api/working-times',
        record(admin.profileId, '2026-02-02T08:00', '2026-02-02T09:00'),
      ),
      await employee.call('GET', `/api/working-times?profile_id=${admin.profileId}&month=2026-03`),
      await evaluation(employee.call, admin.profileId, '2026-03'),
      await employee.call(
        'GET',
        `/api/working-times/evaluation/pdf?profile_id=${admin.profileId}&month=2026-03`,
      ),
      await employee.call('GET', `/api/working-times/${adminRecord.id}`),
      await employee.call('PUT', `/api/working-times/${adminRecord.id}`, {
        start: adminRecord.start,
        end: adminRecord.end,
        breaks: [],
        reason: 'Versuch',
        version: adminRecord.version,
      }),
      await employee.call('POST', `/api/working-times/${adminRecord.id}/delete`, {
        reason: 'Versuch',
        version: adminRecord.version,
      }),
      await employee.call('POST', '/api/working-times/closings', {
        profile_id: employee.profileId,
        month: '2026-02',
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error.message).toMatch(/Berechtigung|verwalten/);
    }
    expect((await list(admin.call, admin.profileId, '2026-03')).items[0]).toEqual(adminRecord);
  });

  it('a manager sees others’ records and evaluation; read-only members read their own but write nothing', async () => {
    expect((await list(admin.call, employee.profileId, '2026-02')).items).toHaveLength(1);
    expect((await evaluation(admin.call, employee.profileId, '2026-02')).statusCode).toBe(200);

    const reader = await personOf(
      t.app,
      await addUser(t.deps, t.tenant.tenantId, t.tenant.roleIds['Nur lesen']!, 'leser'),
    );
    await setWorkingTimeProfile(admin.call, reader.profileId, BAVARIA_FULL_TIME);
    expect((await evaluation(reader.call, reader.profileId, '2026-02')).statusCode).toBe(200);
    const write = await reader.call(
      'POST',
      '/api/working-times',
      record(reader.profileId, '2026-02-02T08:00', '2026-02-02T09:00'),
    );
    expect(write.statusCode).toBe(403);
    expect((await evaluation(reader.call, employee.profileId, '2026-02')).statusCode).toBe(403);
  });

  it('an unknown person is a 400 on profile_id', async () => {
    const response = await admin.call(
      'POST',
      '/api/working-times',
      record(999_999, '2026-02-02T08:00', '2026-02-02T09:00'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ profile_id: 'Mitarbeiter nicht gefunden.' });
  });
});

describe('corrections keep the original', () => {
  it('a correction needs a reason, keeps the values before with who and why, and checks the version', async () => {
    const created = (
      await employee.call(
        'POST',
        '/api/working-times',
        record(employee.profileId, '2026-02-03T08:00', '2026-02-03T16:00'),
      )
    ).json();
    const withoutReason = await employee.call('PUT', `/api/working-times/${created.id}`, {
      start: '2026-02-03T07:30',
      end: '2026-02-03T16:00',
      breaks: [],
      reason: '  ',
      version: created.version,
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().error.fields.reason).toBe('Bitte den Grund der Änderung angeben.');

    const corrected = await employee.call('PUT', `/api/working-times/${created.id}`, {
      start: '2026-02-03T07:30',
      end: '2026-02-03T16:00',
      breaks: [{ start: '2026-02-03T12:00', end: '2026-02-03T12:30' }],
      reason: 'Kommen vergessen zu stempeln',
      version: created.version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ start: '2026-02-03T07:30', corrected: true, net_minutes: 480 });

    const stale = await employee.call('PUT', `/api/working-times/${created.id}`, {
      start: '2026-02-03T07:00',
      end: '2026-02-03T16:00',
      breaks: [],
      reason: 'Nochmal',
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await admin.call('POST', `/api/working-times/${created.id}/delete`, {
      reason: 'Doppelt erfasst',
      version: corrected.json().version,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().deleted).toBe(true);
    expect(
      (await list(employee.call, employee.profileId, '2026-02')).items.map((i: { id: number }) => i.id),
    ).not.toContain(created.id);

    const detail = (await employee.call('GET', `/api/working-times/${created.id}`)).json();
    expect(detail.revisions).toMatchObject([
      {
        action: 'corrected',
        previous: { start: '2026-02-03T08:00', end: '2026-02-03T16:00', breaks: [] },
        reason: 'Kommen vergessen zu stempeln',
        changed_by: 'employee Test',
      },
      {
        action: 'deleted',
        previous: { start: '2026-02-03T07:30', end: '2026-02-03T16:00' },
        reason: 'Doppelt erfasst',
        changed_by: 'admin Test',
      },
    ]);
  });

  it('the history may not be changed, not even by SQL of the app role', async () => {
    const attempt = withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.execute(sql`update working_time_revisions set reason = 'geschönt'`),
    );
    await expect(attempt).rejects.toSatisfy((error) => pgErrorCode(error) === 'KT001');
  });
});

describe('month closing', () => {
  it('freezes the balance, carries it into the next month and locks the month in the database', async () => {
    const person = await personOf(t.app, await addEmployee(t.deps, t.tenant, 'abschluss'));
    await setWorkingTimeProfile(admin.call, person.profileId, BAVARIA_FULL_TIME);
    const january = (
      await person.call(
        'POST',
        '/api/working-times',
        record(person.profileId, '2026-01-05T08:00', '2026-01-05T12:00'),
      )
    ).json();
    const janEvaluation = (await evaluation(admin.call, person.profileId, '2026-01')).json();
    // January 2026 in Bavaria: 22 weekdays minus Neujahr (Thu 1.1.) and Heilige Drei Könige (Tue 6.1.) = 20 days.
    expect(janEvaluation.target_minutes).toBe(20 * 480);

    const closed = await admin.call('POST', '/api/working-times/closings', {
      profile_id: person.profileId,
      month: '2026-01',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json()).toMatchObject({
      month: '2026-01',
      closing_balance_minutes: janEvaluation.balance_minutes,
      closed_by: 'admin Test',
    });
    expect((await list(admin.call, person.profileId, '2026-01')).closing).toMatchObject({ month: '2026-01' });

    const february = (await evaluation(admin.call, person.profileId, '2026-02')).json();
    expect(february.carried_balance_minutes).toBe(janEvaluation.balance_minutes);

    const locked = [
      await person.call(
        'POST',
        '/api/working-times',
        record(person.profileId, '2026-01-07T08:00', '2026-01-07T12:00'),
      ),
      await person.call('PUT', `/api/working-times/${january.id}`, {
        start: '2026-01-05T08:00',
        end: '2026-01-05T13:00',
        breaks: [],
        reason: 'Nachtrag',
        version: january.version,
      }),
      await admin.call('POST', `/api/working-times/${january.id}/delete`, {
        reason: 'Weg',
        version: january.version,
      }),
      // A night shift into the closed month is refused too.
      await person.call(
        'POST',
        '/api/working-times',
        record(person.profileId, '2025-12-31T22:00', '2026-01-01T02:00'),
      ),
    ];
    for (const response of locked) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toMatch(/Der Monat 01\/2026 ist abgeschlossen/);
    }
    expect((await list(admin.call, person.profileId, '2026-01')).items).toHaveLength(1);

    // The database itself refuses, whatever path a write takes.
    const direct = withTenant(t.deps.db, t.tenant.tenantId, (tx) =>
      tx.execute(sql`update working_times set end_at = end_at + interval '1 hour' where id = ${january.id}`),
    );
    await expect(direct).rejects.toSatisfy((error) => pgErrorCode(error) === 'KT001');

    const again = await admin.call('POST', '/api/working-times/closings', {
      profile_id: person.profileId,
      month: '2026-01',
    });
    expect(again.statusCode).toBe(409);
    const future = await admin.call('POST', '/api/working-times/closings', {
      profile_id: person.profileId,
      month: '2099-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.month).toMatch(/nach seinem Ende/);
  });
});

describe('the month as PDF', () => {
  it('is a PDF download named after month and person', async () => {
    const response = await admin.call(
      'GET',
      `/api/working-times/evaluation/pdf?profile_id=${admin.profileId}&month=2026-03`,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Arbeitszeit-2026-03-Test-admin\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
