import type { Appointment, AppointmentInput } from '@kontor/contracts';
import type { z } from 'zod';
import type { ZAppointmentInput, ZAppointmentMove, ZAppointmentUpdate } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import type { AppointmentRow } from '../../db/schema/index.ts';
import { findEntityRecord, findEntityRecords } from '../entities/index.ts';
import { findProfileByUserId, findProfileNames } from '../profiles/index.ts';
import { instantsOfTimes, timesOfInstants } from './berlin-times.ts';
import * as repo from './calendar.repository.ts';

/** History and realtime name (the web refreshes its calendar queries on it). */
export const APPOINTMENT_ENTITY = 'appointment';

type Input = z.output<typeof ZAppointmentInput>;
type Update = z.output<typeof ZAppointmentUpdate>;
type Move = z.output<typeof ZAppointmentMove>;
export type { AppointmentInput };

const appointmentNotFound = () => notFound('Der Termin wurde nicht gefunden.');
const stale = () =>
  conflict(
    'Der Termin wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  );

/** Answers for the given rows, with names of participants, customer and project. */
export async function appointmentViews(tx: Tx, tenantId: number, rows: readonly AppointmentRow[]) {
  const ids = rows.map((row) => row.id);
  const [participants, reminders] = await Promise.all([
    repo.findParticipants(tx, ids),
    repo.findReminders(tx, ids),
  ]);
  const profileNames = new Map(
    (await findProfileNames(tx, tenantId, [...new Set(participants.map((p) => p.profileId))])).map((p) => [
      p.id,
      p.name,
    ]),
  );
  const records = new Map(
    (
      await findEntityRecords(
        tx,
        rows.flatMap((row) => [row.customerId, row.projectId]).filter((id): id is number => id !== null),
      )
    ).map((record) => [record.id, record.name ?? '']),
  );
  const named = (id: number | null) => (id === null ? null : { id, name: records.get(id) ?? '' });
  return rows.map((row): Appointment => ({
    id: row.id,
    title: row.title,
    ...timesOfInstants(row.allDay, row.startsAt, row.endsAt),
    location: row.location,
    description: row.description,
    participants: participants
      .filter((p) => p.appointmentId === row.id)
      .map((p) => ({ id: p.profileId, name: profileNames.get(p.profileId) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    customer: named(row.customerId),
    project: named(row.projectId),
    reminders: reminders.filter((r) => r.appointmentId === row.id).map((r) => r.minutesBefore),
    version: row.version,
  }));
}

const viewOf = async (tx: Tx, tenantId: number, row: AppointmentRow) =>
  (await appointmentViews(tx, tenantId, [row]))[0]!;

/** Participants, customer and project must be records of this tenant (400 on the field otherwise). */
async function checkReferences(tx: Tx, tenantId: number, input: Input) {
  const found = await findProfileNames(tx, tenantId, input.participant_ids);
  if (found.length !== input.participant_ids.length) {
    const message = 'Mindestens ein Teilnehmer wurde nicht gefunden.';
    throw badRequest(message, { participant_ids: message });
  }
  for (const [field, type, message] of [
    ['customer_id', 'customers', 'Der Kunde wurde nicht gefunden.'],
    ['project_id', 'projects', 'Das Projekt wurde nicht gefunden.'],
  ] as const) {
    const id = input[field];
    if (id !== null && !(await findEntityRecord(tx, type, id)))
      throw badRequest(message, { [field]: message });
  }
}

/**
 * Reminders at their instants. One already sent for the same instant stays sent (editing the
 * title must not mail again); one whose appointment has already begun is not sent at all.
 */
function remindersFor(
  minutes: readonly number[],
  startsAt: Date,
  previous: readonly { minutesBefore: number; remindAt: Date; sentAt: Date | null }[],
  now = new Date(),
) {
  return minutes.map((minutesBefore) => {
    const remindAt = new Date(startsAt.getTime() - minutesBefore * 60_000);
    const before = previous.find(
      (p) => p.minutesBefore === minutesBefore && p.remindAt.getTime() === remindAt.getTime(),
    );
    const sentAt = before?.sentAt ?? (startsAt <= now ? now : null);
    return { minutesBefore, remindAt, sentAt };
  });
}

const valuesOf = (input: Input) => ({
  title: input.title,
  allDay: input.all_day,
  ...instantsOfTimes(input),
  location: input.location,
  description: input.description,
  customerId: input.customer_id,
  projectId: input.project_id,
});

export async function getAppointment(tx: Tx, tenantId: number, id: number) {
  const row = await repo.findAppointmentById(tx, id);
  if (!row) throw appointmentNotFound();
  return viewOf(tx, tenantId, row);
}

export async function createAppointment(tx: Tx, writer: Writer, input: Input) {
  await checkReferences(tx, writer.tenantId, input);
  const createdBy =
    writer.userId === null ? null : ((await findProfileByUserId(tx, writer.userId))?.id ?? null);
  const row = await repo.insertAppointment(tx, writer.tenantId, { ...valuesOf(input), createdBy });
  await repo.replaceParticipants(tx, writer.tenantId, row.id, input.participant_ids);
  await repo.replaceReminders(tx, writer.tenantId, row.id, remindersFor(input.reminders, row.startsAt, []));
  await recordHistory(tx, writer, {
    entity: APPOINTMENT_ENTITY,
    entityId: row.id,
    action: 'created',
    note: row.title,
  });
  return viewOf(tx, writer.tenantId, row);
}

export async function updateAppointment(tx: Tx, writer: Writer, id: number, input: Update) {
  if (!(await repo.findAppointmentByIdForUpdate(tx, id))) throw appointmentNotFound();
  await checkReferences(tx, writer.tenantId, input);
  const row = await repo.updateAppointmentIfVersion(tx, id, input.version, valuesOf(input));
  if (!row) throw stale();
  const previous = await repo.findReminders(tx, [id]);
  await repo.replaceParticipants(tx, writer.tenantId, id, input.participant_ids);
  await repo.replaceReminders(tx, writer.tenantId, id, remindersFor(input.reminders, row.startsAt, previous));
  await recordHistory(tx, writer, {
    entity: APPOINTMENT_ENTITY,
    entityId: id,
    action: 'updated',
    note: row.title,
  });
  return viewOf(tx, writer.tenantId, row);
}

/** Drag and drop: new times, the reminders move along (and fire again for the new time). */
export async function moveAppointment(tx: Tx, writer: Writer, id: number, input: Move) {
  if (!(await repo.findAppointmentByIdForUpdate(tx, id))) throw appointmentNotFound();
  const row = await repo.updateAppointmentIfVersion(tx, id, input.version, {
    allDay: input.all_day,
    ...instantsOfTimes(input),
  });
  if (!row) throw stale();
  const previous = await repo.findReminders(tx, [id]);
  await repo.replaceReminders(
    tx,
    writer.tenantId,
    id,
    remindersFor(
      previous.map((r) => r.minutesBefore),
      row.startsAt,
      previous,
    ),
  );
  await recordHistory(tx, writer, {
    entity: APPOINTMENT_ENTITY,
    entityId: id,
    action: 'moved',
    note: `${row.title}: ${timesOfInstants(row.allDay, row.startsAt, row.endsAt).start}`,
  });
  return viewOf(tx, writer.tenantId, row);
}

export async function deleteAppointment(tx: Tx, writer: Writer, id: number) {
  const row = await repo.findAppointmentByIdForUpdate(tx, id);
  if (!row) throw appointmentNotFound();
  await repo.deleteAppointmentById(tx, id);
  await recordHistory(tx, writer, {
    entity: APPOINTMENT_ENTITY,
    entityId: id,
    action: 'deleted',
    note: row.title,
  });
  return { ok: true as const };
}
