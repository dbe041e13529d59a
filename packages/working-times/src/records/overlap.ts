import { formatGermanDateTime, localDateTimeOf } from '../time/berlin-time.ts';
import {
  resolveWorkingTimeRecord,
  type Interval,
  type WorkingTimeRecordInput,
} from './working-time-record.ts';

const overlaps = (a: Interval, b: Interval): boolean => a.start < b.end && b.start < a.end;

/**
 * German message when `candidate` overlaps one of `existing` (a person cannot work twice at
 * once), else null. Records that only touch (one ends when the next starts) do not overlap.
 * Existing records that no longer resolve are skipped: they cannot block a correction.
 */
export const findOverlapMessage = (
  candidate: WorkingTimeRecordInput,
  existing: readonly WorkingTimeRecordInput[],
): string | null => {
  const resolved = resolveWorkingTimeRecord(candidate);
  if (!resolved.ok) return resolved.message;
  for (const other of existing) {
    const otherResolved = resolveWorkingTimeRecord(other);
    if (!otherResolved.ok || !overlaps(resolved.record, otherResolved.record)) continue;
    const { start, end } = otherResolved.record;
    return (
      `Die Arbeitszeit überschneidet sich mit dem Eintrag vom ${formatGermanDateTime(localDateTimeOf(start))} ` +
      `bis ${formatGermanDateTime(localDateTimeOf(end))}.`
    );
  }
  return null;
};
