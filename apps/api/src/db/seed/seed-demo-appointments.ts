import { ZAppointmentInput } from '@kontor/contracts';
import { localDateTimeOf } from '@kontor/working-times';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createAppointment } from '../../modules/calendar/index.ts';
import type { AppDb } from '../database.ts';
import { entities, profiles } from '../schema/index.ts';
import { withTenant } from '../with-tenant.ts';
import { demoProfileEmails } from './seed-master-data.ts';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A few appointments around `now` (this week and the next), so a new user sees a filled
 * calendar. Written through the calendar service, like a user's own; no reminders (no mail).
 */
export async function seedDemoAppointments(db: AppDb, tenantId: number, now = new Date()) {
  const today = localDateTimeOf(now.getTime()).slice(0, 10);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  await withTenant(db, tenantId, async (tx) => {
    const people = await tx.select({ id: profiles.id, email: profiles.email }).from(profiles);
    const dana = people.find((p) => p.email === demoProfileEmails.dana)?.id;
    const max = people.find((p) => p.email === demoProfileEmails.max)?.id;
    const team = [dana, max].filter((id): id is number => id !== undefined);
    const [customer] = await tx
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.type, 'customers'), isNull(entities.archivedAt)))
      .orderBy(asc(entities.id))
      .limit(1);
    const [project] = await tx
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.type, 'projects'), isNull(entities.archivedAt)))
      .orderBy(asc(entities.id))
      .limit(1);
    const appointments = [
      {
        title: 'Wochenbesprechung',
        start: `${monday}T08:00`,
        end: `${monday}T08:45`,
        location: 'Werkstatt, Besprechungsraum',
        participant_ids: team,
      },
      {
        title: 'Aufmaß beim Kunden',
        start: `${addDays(monday, 1)}T10:00`,
        end: `${addDays(monday, 1)}T12:00`,
        participant_ids: max === undefined ? [] : [max],
        customer_id: customer?.id ?? null,
        project_id: project?.id ?? null,
      },
      {
        title: 'Abnahme Elektroinstallation',
        start: `${addDays(monday, 3)}T14:00`,
        end: `${addDays(monday, 3)}T15:30`,
        participant_ids: team,
        customer_id: customer?.id ?? null,
        project_id: project?.id ?? null,
      },
      {
        title: 'Messe „Handwerk & Bau“',
        all_day: true,
        start: addDays(monday, 8),
        end: addDays(monday, 9),
        location: 'Messe München',
        participant_ids: dana === undefined ? [] : [dana],
      },
    ];
    const writer = { tenantId, userId: null, permissions: [] };
    for (const appointment of appointments)
      await createAppointment(tx, writer, ZAppointmentInput.parse(appointment));
  });
}
