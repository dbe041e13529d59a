// Pure and browser-safe. Public holidays (date-holidays, server-only) live in
// '@kontor/working-times/holidays'; the evaluation takes them as data.
export { findOverlapMessage } from './records/overlap.ts';
export {
  MAX_RECORD_MINUTES,
  netMinutesOf,
  resolveWorkingTimeRecord,
  type Interval,
  type RecordResolution,
  type ResolvedRecord,
  type WorkingTimeRecordInput,
} from './records/working-time-record.ts';
export { evaluateMonth, evaluationInputRange } from './evaluation/evaluate-month.ts';
export { DEFAULT_ARBZG_LIMITS, type ArbzgLimits } from './evaluation/limits.ts';
export {
  ARBZG_RULES,
  type Absence,
  type AbsenceKind,
  type ArbzgRule,
  type Finding,
  type MonthEvaluation,
  type MonthEvaluationInput,
  type PersonSettings,
  type PublicHoliday,
} from './evaluation/types.ts';
export {
  BUNDESLAENDER,
  holidayLocationProblem,
  isBundesland,
  MUNICIPALITY_HOLIDAY_RULES,
  type Bundesland,
  type HolidayLocation,
  type MunicipalityHolidayRule,
} from './holidays/holiday-location.ts';
export { durationBetween, type DurationResult } from './tracking/duration.ts';
export { NO_ROUNDING, roundMinutes, type RoundingRule } from './tracking/rounding.ts';
export {
  buildTimeInvoiceLines,
  type BillableTimeEntry,
  type InvoiceLinesResult,
  type RatedThing,
  type TimeEntryStatus,
  type TimeInvoiceLine,
} from './tracking/invoice-lines.ts';
export {
  eventUid,
  writeICalendar,
  type AllDayCalendarEvent,
  type CalendarEvent,
  type CalendarFeed,
  type TimedCalendarEvent,
} from './ical/ical-writer.ts';
export {
  formatGermanDateTime,
  instantOf,
  localDateOf,
  localDateTimeOf,
  localDateTimeProblem,
  TIME_ZONE,
  wallClockParts,
  type LocalDateTime,
  type WallClockParts,
} from './time/berlin-time.ts';
export { formatGermanDate, type IsoDate, type IsoMonth } from './time/calendar-date.ts';
export { formatDuration } from './time/duration-format.ts';
