import { TIME_ENTRY_MAX_MINUTES, type startTimer as startTimerContract } from '@kontor/contracts';
import type { z } from 'zod';
import type { Writer } from '../../core/auth/request-auth.ts';
import { conflict } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { berlinWallClock } from '../../core/berlin-time.ts';
import { ownProfile } from './time-access.ts';
import { toTimeEntry, toTimer } from './time-entry-mapper.ts';
import { insertTimeEntry } from './time-entries.service.ts';
import { resolveBooking } from './time-references.ts';
import { deleteTimer, findTimer, insertTimer } from './times.repository.ts';

type StartInput = z.output<(typeof startTimerContract)['body']>;

const alreadyRunning = () => conflict('Es läuft bereits ein Timer. Bitte halten Sie ihn zuerst an.');
const noneRunning = () => conflict('Es läuft kein Timer.');

export async function getTimer(tx: Tx, writer: Writer) {
  const row = await findTimer(tx, writer.tenantId, await ownProfile(tx, writer));
  return { timer: row ? await toTimer(tx, row) : null };
}

/** One timer per person (primary key): a second start is a 409, on any device. */
export async function startTimer(tx: Tx, writer: Writer, input: StartInput) {
  const profileId = await ownProfile(tx, writer);
  const booking = await resolveBooking(tx, input);
  const row = await insertTimer(tx, {
    tenantId: writer.tenantId,
    profileId,
    projectId: booking.project_id,
    customerId: booking.customer_id,
    articleId: booking.article_id,
    description: booking.description,
    billable: booking.billable,
  });
  if (!row) throw alreadyRunning();
  return toTimer(tx, row);
}

/**
 * Stops the timer and books its time (whole minutes, at least one) as an entry on the day it
 * started; a timer over midnight keeps its start and its real duration (at most 24 hours).
 */
export async function stopTimer(tx: Tx, writer: Writer, now = new Date()) {
  const profileId = await ownProfile(tx, writer);
  const timer = await findTimer(tx, writer.tenantId, profileId, true);
  if (!timer) throw noneRunning();
  const started = new Date(timer.startedAt);
  const minutes = Math.min(
    TIME_ENTRY_MAX_MINUTES,
    Math.max(1, Math.floor((now.getTime() - started.getTime()) / 60_000)),
  );
  const from = berlinWallClock(started);
  const to = berlinWallClock(new Date(started.getTime() + minutes * 60_000));
  const sameDay = from.date === to.date && to.time > from.time;
  await deleteTimer(tx, writer.tenantId, profileId);
  const row = await insertTimeEntry(tx, writer, profileId, {
    date: from.date,
    startTime: from.time,
    endTime: sameDay ? to.time : null,
    durationMinutes: minutes,
    projectId: timer.projectId,
    customerId: timer.customerId,
    articleId: timer.articleId,
    description: timer.description,
    billable: timer.billable,
    rate: null,
  });
  return toTimeEntry(tx, writer.tenantId, row);
}
