import type { WorkingTime, WorkingTimeRevision } from '@kontor/contracts';
import {
  findOverlapMessage,
  minutesBetweenBreaks,
  resolveWorkingTimeRecord,
  type WorkingTimeRecordInput,
} from './working-time-math.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { StoredBreak, WorkingTimeRevisionRow, WorkingTimeRow } from '../../db/schema/index.ts';
import { toLocal } from './working-times.repository.ts';

/** A stored row as the pure package reads it (local wall-clock strings). */
export const recordInputOf = (
  row: Pick<WorkingTimeRow, 'startAt' | 'endAt' | 'breaks'>,
): WorkingTimeRecordInput => ({
  start: toLocal(row.startAt),
  end: toLocal(row.endAt),
  breaks: row.breaks,
});

/** Breaks in time order, so the stored record reads like the day went. */
export const sortedBreaks = (breaks: readonly StoredBreak[]): StoredBreak[] =>
  [...breaks].sort((a, b) => a.start.localeCompare(b.start));

/**
 * Refuses a record the package cannot resolve (end before start, DST gap, break outside, …) or
 * one overlapping another of the person, with the package's German message (400).
 */
export function assertValidRecord(
  candidate: WorkingTimeRecordInput,
  others: readonly WorkingTimeRecordInput[],
) {
  const resolved = resolveWorkingTimeRecord(candidate);
  if (!resolved.ok) throw badRequest(resolved.message);
  const overlap = findOverlapMessage(candidate, others);
  if (overlap) throw badRequest(overlap);
}

export function toWorkingTime(row: WorkingTimeRow, corrected: boolean): WorkingTime {
  const input = recordInputOf(row);
  const minutes = minutesBetweenBreaks(input);
  return {
    id: row.id,
    profile_id: row.profileId,
    start: input.start,
    end: input.end,
    breaks: [...(input.breaks ?? [])],
    net_minutes: minutes.net,
    break_minutes: minutes.breaks,
    source: row.source,
    corrected,
    deleted: row.deletedAt !== null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

export const toRevision = (row: WorkingTimeRevisionRow, changedBy: string | null): WorkingTimeRevision => ({
  id: row.id,
  action: row.action as WorkingTimeRevision['action'],
  previous: {
    start: toLocal(row.previousStartAt),
    end: toLocal(row.previousEndAt),
    breaks: row.previousBreaks,
  },
  reason: row.reason,
  changed_by: changedBy,
  changed_at: row.changedAt.toISOString(),
});
