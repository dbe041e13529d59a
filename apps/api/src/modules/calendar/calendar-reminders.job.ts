import { formatGermanDate, formatGermanDateTime } from '@kontor/working-times';
import type { AppDeps } from '../../app-deps.ts';
import type { JobDefinition } from '../../core/jobs/jobs.ts';
import { listTenantIds } from '../../core/jobs/tenant-ids.ts';
import type { MailMessage } from '../../core/mail/mailer.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { findProfileMailAddresses } from '../profiles/index.ts';
import { appointmentViews } from './appointments.service.ts';
import { claimDueReminders, findAppointmentById } from './calendar.repository.ts';

/** A reminder found more than this late (the app was down) is dropped, not mailed. */
const STALE_AFTER_MS = 60 * 60_000;

const whenText = (a: { all_day: boolean; start: string; end: string }) =>
  a.all_day
    ? a.start === a.end
      ? `${formatGermanDate(a.start)} (ganztägig)`
      : `${formatGermanDate(a.start)} bis ${formatGermanDate(a.end)} (ganztägig)`
    : `${formatGermanDateTime(a.start)} bis ${a.start.slice(0, 10) === a.end.slice(0, 10) ? a.end.slice(11) : formatGermanDateTime(a.end)} Uhr`;

/**
 * Mails every reminder due by `now` to the appointment's participants. Reminders are claimed
 * (marked sent) in the tenant's transaction and mailed after it commits: a crash between the two
 * loses a reminder rather than sending it twice.
 */
export async function sendDueReminders(deps: AppDeps, now = new Date()) {
  const outbox: MailMessage[] = [];
  for (const tenantId of await listTenantIds(deps.database.ownerDb)) {
    const messages = await withTenant(deps.db, tenantId, async (tx) => {
      const claimed = await claimDueReminders(tx, now);
      const mails: MailMessage[] = [];
      for (const reminder of claimed) {
        const row = await findAppointmentById(tx, reminder.appointmentId);
        if (
          !row ||
          now.getTime() - (row.startsAt.getTime() - reminder.minutesBefore * 60_000) > STALE_AFTER_MS
        )
          continue;
        const [view] = await appointmentViews(tx, tenantId, [row]);
        const people = await findProfileMailAddresses(
          tx,
          tenantId,
          view!.participants.map((p) => p.id),
        );
        for (const person of people)
          mails.push({
            to: person.email,
            subject: `Erinnerung: ${view!.title} – ${whenText(view!)}`,
            text: [
              `Hallo ${person.name},`,
              '',
              `Sie haben einen Termin: ${view!.title}`,
              `Wann: ${whenText(view!)}`,
              ...(view!.location ? [`Wo: ${view!.location}`] : []),
              ...(view!.customer ? [`Kunde: ${view!.customer.name}`] : []),
              ...(view!.project ? [`Projekt: ${view!.project.name}`] : []),
              ...(view!.description ? ['', view!.description] : []),
              '',
              `Kalender: ${deps.config.publicUrl}/calendar/week`,
            ].join('\n'),
          });
      }
      return mails;
    });
    outbox.push(...messages);
  }
  for (const message of outbox) {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      deps.log.error({ err: error, to: message.to }, 'calendar reminder could not be sent');
    }
  }
  return { sent: outbox.length };
}

/** Every minute; once at start-up for what came due while the app was down. */
export const calendarRemindersJob: JobDefinition = {
  name: 'calendar-reminders',
  cron: '* * * * *',
  runAtStart: true,
  policy: 'exclusive',
  handle: async (deps) => {
    const { sent } = await sendDueReminders(deps);
    if (sent > 0) deps.log.info({ sent }, 'calendar reminders sent');
  },
};
