import { beforeAll, describe, expect, it } from 'vitest';
import type { Writer } from '../../../core/auth/request-auth.ts';
import type { Tx } from '../../../db/database.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import * as clock from '../clock.service.ts';
import {
  BAVARIA_FULL_TIME,
  personOf,
  setWorkingTimeProfile,
  type Call,
} from './working-times-test-helpers.ts';

const t = useTestAppWithTenant();
let admin: { call: Call; profileId: number };
let employee: { call: Call; profileId: number };

// The clock services take "now"; December 2026 in Europe/Berlin is UTC+1.
const instant = (berlin: string) => new Date(`${berlin}:00+01:00`);
const writerOf = (userId: number): Writer => ({
  tenantId: t.tenant.tenantId,
  userId,
  permissions: ['workingTimes.read', 'workingTimes.write'],
});
const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.deps.db, t.tenant.tenantId, work);
type StateAction = 'getClock' | 'startBreak' | 'endBreak';
const run = (who: 'admin' | 'employee', action: StateAction | 'clockIn', berlin: string) =>
  inTenant((tx) => {
    const writer = writerOf(t.tenant[who].id);
    const now = instant(berlin);
    return action === 'clockIn' ? clock.clockIn(tx, writer, 'phone', now) : clock[action](tx, writer, now);
  });
const clockOutAt = (who: 'admin' | 'employee', berlin: string) =>
  inTenant((tx) => clock.clockOut(tx, writerOf(t.tenant[who].id), instant(berlin)));

beforeAll(async () => {
  admin = await personOf(t.app, t.tenant.admin);
  employee = await personOf(t.app, t.tenant.employee);
  await setWorkingTimeProfile(admin.call, employee.profileId, BAVARIA_FULL_TIME);
});

describe('Kommen/Gehen with breaks', () => {
  it('clocks in, takes a break, clocks out: one record with the break; today’s net counts the open stretch', async () => {
    const call = employee.call;
    expect(await run('employee', 'getClock', '2026-12-01T08:00')).toEqual({
      start: null,
      breaks: [],
      break_start: null,
      today_net_minutes: 0,
    });
    expect(await run('employee', 'clockIn', '2026-12-01T08:00')).toMatchObject({
      start: '2026-12-01T08:00',
      today_net_minutes: 0,
    });
    await expect(run('employee', 'clockIn', '2026-12-01T08:01')).rejects.toMatchObject({ status: 409 });

    expect(await run('employee', 'startBreak', '2026-12-01T12:00')).toMatchObject({
      break_start: '2026-12-01T12:00',
      today_net_minutes: 240,
    });
    // During the break the net time stands still.
    expect((await run('employee', 'getClock', '2026-12-01T12:20')).today_net_minutes).toBe(240);
    expect(await run('employee', 'endBreak', '2026-12-01T12:30')).toMatchObject({
      break_start: null,
      breaks: [{ start: '2026-12-01T12:00', end: '2026-12-01T12:30' }],
    });
    expect((await run('employee', 'getClock', '2026-12-01T16:45')).today_net_minutes).toBe(495);
    // The evaluation does not see the open clock-in.
    const before = (
      await call('GET', `/api/working-times/evaluation?profile_id=${employee.profileId}&month=2026-12`)
    ).json();
    expect(before.actual_minutes).toBe(0);

    const out = await clockOutAt('employee', '2026-12-01T16:45');
    expect(out.record).toMatchObject({
      start: '2026-12-01T08:00',
      end: '2026-12-01T16:45',
      breaks: [{ start: '2026-12-01T12:00', end: '2026-12-01T12:30' }],
      net_minutes: 495,
      source: 'phone',
    });
    expect(out.clock).toMatchObject({ start: null, today_net_minutes: 495 });
    const after = (
      await call('GET', `/api/working-times/evaluation?profile_id=${employee.profileId}&month=2026-12`)
    ).json();
    expect(after.actual_minutes).toBe(495);
  });

  it('refuses breaks and Gehen without Kommen, in German', async () => {
    for (const path of ['out', 'break/start', 'break/end']) {
      const res = await admin.call('POST', `/api/working-times/clock/${path}`);
      expect(res.statusCode, path).toBe(409);
      expect(res.json().error.message).toMatch(/nicht eingestempelt/);
    }
    // Through HTTP: Kommen, the state shows it, Gehen closes it.
    expect((await admin.call('POST', '/api/working-times/clock/in', {})).statusCode).toBe(200);
    expect((await admin.call('GET', '/api/working-times/clock')).json().start).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    const out = await admin.call('POST', '/api/working-times/clock/out');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().clock.start).toBeNull();
  });

  it('Gehen during a break ends the work at the break; Kommen and Gehen in one minute book nothing', async () => {
    await run('admin', 'clockIn', '2026-12-03T09:00');
    await run('admin', 'startBreak', '2026-12-03T11:00');
    const out = await clockOutAt('admin', '2026-12-03T11:40');
    expect(out.record).toMatchObject({ start: '2026-12-03T09:00', end: '2026-12-03T11:00', breaks: [] });

    await run('admin', 'clockIn', '2026-12-03T13:00');
    const blink = await clockOutAt('admin', '2026-12-03T13:00');
    expect(blink.record).toBeNull();
    expect(blink.clock.start).toBeNull();
  });

  it('a clock-in over an existing record is refused at Gehen and stays open', async () => {
    await admin.call('POST', '/api/working-times', {
      profile_id: admin.profileId,
      start: '2026-12-04T09:00',
      end: '2026-12-04T10:00',
      breaks: [],
    });
    await run('admin', 'clockIn', '2026-12-04T08:00');
    await expect(clockOutAt('admin', '2026-12-04T11:00')).rejects.toMatchObject({ status: 400 });
    expect((await run('admin', 'getClock', '2026-12-04T11:00')).start).toBe('2026-12-04T08:00');
  });
});
