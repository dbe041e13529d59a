import { netMinutesOf, resolveWorkingTimeRecord, type WorkingTimeRecordInput } from '@kontor/working-times';

// The module's one door to the pure package for single records.
export {
  findOverlapMessage,
  resolveWorkingTimeRecord,
  type WorkingTimeRecordInput,
} from '@kontor/working-times';

/** Net and break minutes of a stored record (0/0 for one that no longer resolves). */
export function minutesBetweenBreaks(input: WorkingTimeRecordInput): { net: number; breaks: number } {
  const resolved = resolveWorkingTimeRecord(input);
  if (!resolved.ok) return { net: 0, breaks: 0 };
  const net = netMinutesOf(resolved.record);
  return { net, breaks: Math.round((resolved.record.end - resolved.record.start) / 60_000) - net };
}
