import type { TimeEntry } from '@kontor/contracts';
import type { Writer } from '../../core/auth/request-auth.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import { berlinWallClock } from '../../core/berlin-time.ts';
import { ownProfile } from './time-access.ts';
import { insertTimeEntry } from './time-entries.service.ts';
import { toTimeEntries, toTimeEntry } from './time-entry-mapper.ts';
import { findEntriesByIds } from './times.repository.ts';

export interface OwnTimeBooking {
  /** Minutes, 1 to 1440 (checked by the caller's contract). */
  durationMinutes: number;
  billable: boolean;
  description: string | null;
  projectId: number | null;
  customerId: number | null;
  /** Defaults to today in Europe/Berlin. */
  date?: string;
}

const NO_TIMES = 'Zeiten buchen darf nur, wer Zeiten erfassen darf.';

/**
 * Books time worked on another record (a support ticket) as an open entry of the caller, the
 * same way an entry typed on /times is stored: project and customer checked, history written.
 */
export async function bookOwnTime(tx: Tx, writer: Writer, booking: OwnTimeBooking): Promise<TimeEntry> {
  if (!writer.permissions.includes('times.write')) throw forbidden(NO_TIMES);
  const profileId = await ownProfile(tx, writer);
  const row = await insertTimeEntry(tx, writer, profileId, {
    date: booking.date ?? berlinWallClock(new Date()).date,
    startTime: null,
    endTime: null,
    durationMinutes: booking.durationMinutes,
    projectId: booking.projectId,
    customerId: booking.customerId,
    articleId: null,
    description: booking.description,
    billable: booking.billable,
    rate: null,
  });
  return toTimeEntry(tx, writer.tenantId, row);
}

/** The entries with these ids, as the times API shows them. */
export async function timeEntriesByIds(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<TimeEntry[]> {
  return toTimeEntries(tx, tenantId, await findEntriesByIds(tx, tenantId, ids));
}
