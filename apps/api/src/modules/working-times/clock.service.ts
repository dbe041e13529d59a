import type { WorkingTimeClock } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { StoredBreak, WorkingTimeClockRow } from '../../db/schema/index.ts';
import { deleteClock, findClock, insertClock, updateClockBreaks } from './clock.repository.ts';
import { personFor } from './working-time-access.ts';
import { minutesBetweenBreaks } from './working-time-math.ts';
import { recordInputOf } from './working-time-records.ts';
import { findRecordsStartingBetween, toLocal } from './working-times.repository.ts';
import { createWorkingTime } from './working-times.service.ts';
import { localDateTimeOf } from '@kontor/working-times';

/** Now as a Europe/Berlin wall-clock minute `YYYY-MM-DDTHH:mm`, like every record. */
export const berlinMinute = (now: Date): string => localDateTimeOf(now.getTime());

const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const notClockedIn = () => conflict('Sie sind nicht eingestempelt.');
/** `YYYY-MM-DDTHH:mm` as German text, "12.10.2026 08:00". */
const germanMinute = (local: string) => {
  const [day, time] = local.split('T') as [string, string];
  return `${day.split('-').reverse().join('.')} ${time}`;
};
const beforeClockIn = (startAt: string) =>
  conflict(`Der Zeitpunkt liegt vor dem Kommen (${germanMinute(toLocal(startAt))} Uhr).`);

/** Breaks of at least one minute only: a break begun and ended in the same minute is dropped. */
const withBreak = (breaks: readonly StoredBreak[], start: string, end: string) =>
  end > start ? [...breaks, { start, end }] : [...breaks];

async function clockView(
  tx: Tx,
  profileId: number,
  clock: WorkingTimeClockRow | undefined,
  now: Date,
): Promise<WorkingTimeClock> {
  const nowLocal = berlinMinute(now);
  const today = nowLocal.slice(0, 10);
  const finished = await findRecordsStartingBetween(tx, profileId, today, nextDay(today));
  let net = finished.reduce((sum, row) => sum + minutesBetweenBreaks(recordInputOf(row)).net, 0);
  if (clock) {
    const start = toLocal(clock.startAt);
    // The open stretch up to now (during a break: up to its start), counted from today's
    // midnight when it began yesterday.
    const until = clock.breakStartAt === null ? nowLocal : toLocal(clock.breakStartAt);
    const from = start < `${today}T00:00` ? `${today}T00:00` : start;
    const inToday = clock.breaks
      .filter((b) => b.end > from)
      .map((b) => ({ start: b.start < from ? from : b.start, end: b.end }));
    if (until > from) net += minutesBetweenBreaks({ start: from, end: until, breaks: inToday }).net;
  }
  return {
    start: clock ? toLocal(clock.startAt) : null,
    breaks: clock ? clock.breaks : [],
    break_start: clock?.breakStartAt ? toLocal(clock.breakStartAt) : null,
    today_net_minutes: net,
  };
}

export async function getClock(tx: Tx, writer: Writer, now = new Date(), profileId?: number) {
  const person = await personFor(tx, writer, profileId);
  return clockView(tx, person.id, await findClock(tx, writer.tenantId, person.id), now);
}

/**
 * Kommen: one open clock-in per person (409 for a second one). `profileId` is someone else's clock
 * (a time clock terminal, whose writer may manage working times); otherwise the caller's own.
 */
export async function clockIn(tx: Tx, writer: Writer, source: string, now = new Date(), profileId?: number) {
  const person = await personFor(tx, writer, profileId);
  const clock = await insertClock(tx, {
    tenantId: writer.tenantId,
    profileId: person.id,
    startAt: berlinMinute(now),
    source,
  });
  if (!clock) throw conflict('Sie sind bereits eingestempelt.');
  return clockView(tx, person.id, clock, now);
}

export async function startBreak(tx: Tx, writer: Writer, now = new Date(), profileId?: number) {
  const person = await personFor(tx, writer, profileId);
  const clock = await findClock(tx, writer.tenantId, person.id);
  if (!clock) throw notClockedIn();
  if (clock.breakStartAt !== null) throw conflict('Die Pause läuft bereits.');
  if (berlinMinute(now) < toLocal(clock.startAt)) throw beforeClockIn(clock.startAt);
  const updated = await updateClockBreaks(tx, writer.tenantId, person.id, {
    breaks: clock.breaks,
    breakStartAt: berlinMinute(now),
  });
  return clockView(tx, person.id, updated, now);
}

export async function endBreak(tx: Tx, writer: Writer, now = new Date(), profileId?: number) {
  const person = await personFor(tx, writer, profileId);
  const clock = await findClock(tx, writer.tenantId, person.id);
  if (!clock) throw notClockedIn();
  if (clock.breakStartAt === null) throw conflict('Es läuft keine Pause.');
  if (berlinMinute(now) < toLocal(clock.breakStartAt))
    throw conflict('Die Pause kann nicht vor ihrem Beginn enden.');
  const updated = await updateClockBreaks(tx, writer.tenantId, person.id, {
    breaks: withBreak(clock.breaks, toLocal(clock.breakStartAt), berlinMinute(now)),
    breakStartAt: null,
  });
  return clockView(tx, person.id, updated, now);
}

/**
 * Gehen: the stretch becomes a record through the same checks as
 * a typed one (overlaps, closed month → 400/409, nothing changes). Kommen and Gehen in the same
 * minute book nothing (a mis-tap): the clock-in is dropped and `record` is null.
 */
export async function clockOut(tx: Tx, writer: Writer, now = new Date(), profileId?: number) {
  const person = await personFor(tx, writer, profileId);
  const clock = await findClock(tx, writer.tenantId, person.id);
  if (!clock) throw notClockedIn();
  // A time clock's buffered events carry their own time: Gehen before this Kommen (or before
  // the running Pause began) is refused, so it cannot silently drop the clock-in.
  if (berlinMinute(now) < toLocal(clock.breakStartAt ?? clock.startAt)) throw beforeClockIn(clock.startAt);
  // Gehen during a Pause: the work ended when the break began.
  const end = clock.breakStartAt === null ? berlinMinute(now) : toLocal(clock.breakStartAt);
  const start = toLocal(clock.startAt);
  await deleteClock(tx, writer.tenantId, person.id);
  const record =
    end > start
      ? await createWorkingTime(
          tx,
          writer,
          { profile_id: person.id, start, end, breaks: clock.breaks },
          clock.source,
        )
      : null;
  return { record, clock: await clockView(tx, person.id, undefined, now) };
}
