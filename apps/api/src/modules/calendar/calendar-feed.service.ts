import { createHash, randomBytes } from 'node:crypto';
import { eventUid, writeICalendar, type CalendarEvent } from '@kontor/working-times';
import type { AppDeps } from '../../app-deps.ts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { findAbsencesBetween } from '../entities/index.ts';
import { findProfileByUserId, findProfileNames } from '../profiles/index.ts';
import { absenceTitle } from './calendar-view.service.ts';
import { addDays, berlinDateOf, berlinMidnight, timesOfInstants } from './berlin-times.ts';
import * as repo from './calendar.repository.ts';

/**
 * The token names its tenant (`<tenant>.<secret>`), so the feed is looked up under that tenant's
 * RLS like any request — no cross-tenant look-up function is needed. Only the SHA-256 of the
 * whole token is stored; 192 random bits make guessing pointless.
 */
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})(?:\.ics)?$/;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const NO_PROFILE = 'Ihrem Benutzerkonto ist in diesem Mandanten kein Mitarbeiter zugeordnet.';
/** The feed reaches this far back; everything ahead is included. */
const FEED_PAST_DAYS = 180;
const FEED_FUTURE_DAYS = 3 * 366;

async function ownProfileId(tx: Tx, writer: Writer) {
  const own = writer.userId === null ? undefined : (await findProfileByUserId(tx, writer.userId))?.id;
  if (own === undefined) throw badRequest(NO_PROFILE);
  return own;
}

export async function getFeedStatus(tx: Tx, writer: Writer) {
  const feed = await repo.findFeedOfProfile(tx, await ownProfileId(tx, writer));
  return { active: feed !== undefined, created_at: feed?.createdAt.toISOString() ?? null };
}

/** A new secret address (the old one stops working); the token is shown only in this answer. */
export async function createFeed(deps: AppDeps, tx: Tx, writer: Writer) {
  const profileId = await ownProfileId(tx, writer);
  const token = `${writer.tenantId}.${randomBytes(24).toString('base64url')}`;
  const feed = await repo.upsertFeed(tx, writer.tenantId, profileId, hashToken(token));
  await recordHistory(tx, writer, { entity: 'calendarFeed', entityId: profileId, action: 'created' });
  return {
    url: `${deps.config.publicUrl}/api/calendar/ical/${token}.ics`,
    created_at: feed.createdAt.toISOString(),
  };
}

export async function revokeFeed(tx: Tx, writer: Writer) {
  const profileId = await ownProfileId(tx, writer);
  await repo.deleteFeedOfProfile(tx, profileId);
  await recordHistory(tx, writer, { entity: 'calendarFeed', entityId: profileId, action: 'revoked' });
  return { ok: true as const };
}

/** The person's appointments and absences as iCalendar; unknown or revoked tokens are a 404. */
export async function renderFeed(deps: AppDeps, token: string, now = new Date()): Promise<string> {
  const match = TOKEN.exec(token);
  if (!match) throw notFound('Diese Kalenderadresse gibt es nicht (mehr).');
  const tenantId = Number(match[1]);
  const plain = token.replace(/\.ics$/, '');
  return withTenant(deps.db, tenantId, async (tx) => {
    const feed = await repo.findFeedByTokenHash(tx, hashToken(plain));
    if (!feed) throw notFound('Diese Kalenderadresse gibt es nicht (mehr).');
    const today = berlinDateOf(now);
    const from = addDays(today, -FEED_PAST_DAYS);
    const to = addDays(today, FEED_FUTURE_DAYS);
    const host = new URL(deps.config.publicUrl).hostname;
    const [person] = await findProfileNames(tx, tenantId, [feed.profileId]);
    const rows = await repo.findAppointmentsBetween(
      tx,
      berlinMidnight(from),
      berlinMidnight(to),
      feed.profileId,
    );
    const events: CalendarEvent[] = rows.map((row) => {
      const times = timesOfInstants(row.allDay, row.startsAt, row.endsAt);
      const base = {
        uid: eventUid(tenantId, 'appointment', row.id, host),
        summary: row.title,
        description: row.description,
        location: row.location,
      };
      return times.all_day
        ? { ...base, kind: 'allDay', from: times.start, to: times.end }
        : { ...base, kind: 'timed', start: times.start, end: times.end };
    });
    for (const absence of await findAbsencesBetween(tx, from, to, feed.profileId)) {
      const requested = absence.data.status !== 'approved';
      events.push({
        kind: 'allDay',
        uid: eventUid(tenantId, 'absence', absence.id, host),
        summary: `${absenceTitle(absence.data.kind, person?.name ?? '')}${requested ? ' (beantragt)' : ''}`,
        from: String(absence.data.from),
        to: String(absence.data.to),
      });
    }
    return writeICalendar({ name: `Kontor – ${person?.name ?? 'Kalender'}`, events, generatedAt: now });
  });
}
