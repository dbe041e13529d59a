import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  appointmentParticipants,
  appointmentReminders,
  appointments,
  calendarFeeds,
  type AppointmentRow,
} from '../../db/schema/index.ts';

// The calendar module owns appointments, their participants and reminders, and the feeds.
// RLS confines every statement to the transaction's tenant.

export type AppointmentValues = Pick<
  AppointmentRow,
  'title' | 'allDay' | 'startsAt' | 'endsAt' | 'location' | 'description' | 'customerId' | 'projectId'
>;

export const findAppointmentById = async (tx: Tx, id: number) =>
  (await tx.select().from(appointments).where(eq(appointments.id, id)))[0];

export const findAppointmentByIdForUpdate = async (tx: Tx, id: number) =>
  (await tx.select().from(appointments).where(eq(appointments.id, id)).for('update'))[0];

/** Appointments overlapping `[from, to)`; with a profile only those it takes part in. */
export const findAppointmentsBetween = (tx: Tx, from: Date, to: Date, profileId?: number) =>
  tx
    .select()
    .from(appointments)
    .where(
      and(
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        profileId === undefined
          ? undefined
          : sql`exists (select 1 from ${appointmentParticipants} p where p.tenant_id = ${appointments.tenantId} and p.appointment_id = ${appointments.id} and p.profile_id = ${profileId})`,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));

export const insertAppointment = async (
  tx: Tx,
  tenantId: number,
  values: AppointmentValues & { createdBy: number | null },
) =>
  (
    await tx
      .insert(appointments)
      .values({ tenantId, ...values })
      .returning()
  )[0]!;

/** The new row, or undefined when the version no longer matches. */
export const updateAppointmentIfVersion = async (
  tx: Tx,
  id: number,
  version: number,
  values: Partial<AppointmentValues>,
) =>
  (
    await tx
      .update(appointments)
      .set({ ...values, version: sql`${appointments.version} + 1`, updatedAt: new Date() })
      .where(and(eq(appointments.id, id), eq(appointments.version, version)))
      .returning()
  )[0];

export const deleteAppointmentById = (tx: Tx, id: number) =>
  tx.delete(appointments).where(eq(appointments.id, id));

export const findParticipants = (tx: Tx, appointmentIds: readonly number[]) =>
  appointmentIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          appointmentId: appointmentParticipants.appointmentId,
          profileId: appointmentParticipants.profileId,
        })
        .from(appointmentParticipants)
        .where(inArray(appointmentParticipants.appointmentId, [...appointmentIds]));

export async function replaceParticipants(
  tx: Tx,
  tenantId: number,
  appointmentId: number,
  profileIds: readonly number[],
) {
  await tx.delete(appointmentParticipants).where(eq(appointmentParticipants.appointmentId, appointmentId));
  if (profileIds.length > 0)
    await tx
      .insert(appointmentParticipants)
      .values(profileIds.map((profileId) => ({ tenantId, appointmentId, profileId })));
}

export const findReminders = (tx: Tx, appointmentIds: readonly number[]) =>
  appointmentIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(appointmentReminders)
        .where(inArray(appointmentReminders.appointmentId, [...appointmentIds]))
        .orderBy(asc(appointmentReminders.minutesBefore));

export async function replaceReminders(
  tx: Tx,
  tenantId: number,
  appointmentId: number,
  reminders: readonly { minutesBefore: number; remindAt: Date; sentAt: Date | null }[],
) {
  await tx.delete(appointmentReminders).where(eq(appointmentReminders.appointmentId, appointmentId));
  if (reminders.length > 0)
    await tx
      .insert(appointmentReminders)
      .values(reminders.map((reminder) => ({ tenantId, appointmentId, ...reminder })));
}

/**
 * Marks every reminder due by `now` as sent and returns them: claiming in one statement means two
 * app processes never mail the same reminder.
 */
export const claimDueReminders = (tx: Tx, now: Date) =>
  tx
    .update(appointmentReminders)
    .set({ sentAt: now })
    .where(and(isNull(appointmentReminders.sentAt), lte(appointmentReminders.remindAt, now)))
    .returning({
      appointmentId: appointmentReminders.appointmentId,
      minutesBefore: appointmentReminders.minutesBefore,
    });

export const findFeedOfProfile = async (tx: Tx, profileId: number) =>
  (await tx.select().from(calendarFeeds).where(eq(calendarFeeds.profileId, profileId)))[0];

export const findFeedByTokenHash = async (tx: Tx, tokenHash: string) =>
  (await tx.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)))[0];

/** One feed per person: a new token replaces the old one. */
export const upsertFeed = async (tx: Tx, tenantId: number, profileId: number, tokenHash: string) =>
  (
    await tx
      .insert(calendarFeeds)
      .values({ tenantId, profileId, tokenHash })
      .onConflictDoUpdate({
        target: [calendarFeeds.tenantId, calendarFeeds.profileId],
        set: { tokenHash, createdAt: new Date() },
      })
      .returning()
  )[0]!;

export const deleteFeedOfProfile = (tx: Tx, profileId: number) =>
  tx.delete(calendarFeeds).where(eq(calendarFeeds.profileId, profileId));
