/** How often a serial invoice is written, and how many months one billing period spans. */
export const serialInvoiceIntervals = ['monthly', 'quarterly', 'halfYearly', 'yearly'] as const;
export type SerialInvoiceInterval = (typeof serialInvoiceIntervals)[number];

export const serialInvoiceIntervalMonths: Record<SerialInvoiceInterval, number> = {
  monthly: 1,
  quarterly: 3,
  halfYearly: 6,
  yearly: 12,
};

export const serialInvoiceIntervalLabels: Record<SerialInvoiceInterval, string> = {
  monthly: 'Monatlich',
  quarterly: 'Vierteljährlich',
  halfYearly: 'Halbjährlich',
  yearly: 'Jährlich',
};

/** One billing period (= Leistungszeitraum of the invoice), ISO dates, both inclusive. */
export interface BillingPeriod {
  start: string;
  end: string;
}

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function addDaysIso(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The start of the period after the one starting at `periodStart`. The day of the month follows
 * the template's start day (`anchorDay`), clamped to the month's length: a template from 31 Jan
 * bills 31 Jan, 28/29 Feb, 31 Mar … — it does not drift to the 28th after February.
 */
export function nextPeriodStart(periodStart: string, interval: SerialInvoiceInterval, anchorDay: number) {
  const [y, m] = parts(periodStart);
  const monthIndex = y * 12 + (m - 1) + serialInvoiceIntervalMonths[interval];
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return iso(year, month, Math.min(anchorDay, daysInMonth(year, month)));
}

export interface SerialSchedule {
  interval: SerialInvoiceInterval;
  start_date: string;
  end_date: string | null;
}

/** The period starting at `periodStart`; the last one ends on the template's end date. */
export function billingPeriodFrom(schedule: SerialSchedule, periodStart: string): BillingPeriod {
  const anchorDay = parts(schedule.start_date)[2];
  const end = addDaysIso(nextPeriodStart(periodStart, schedule.interval, anchorDay), -1);
  return { start: periodStart, end: schedule.end_date && schedule.end_date < end ? schedule.end_date : end };
}

/**
 * The periods due on `today`, oldest first, beginning at `nextDate`: each period is invoiced on
 * its first day (in advance, as usual for hosting and maintenance contracts) and none starts
 * after the end date. Several are due when runs were missed (catch-up).
 */
export function duePeriods(
  schedule: SerialSchedule,
  nextDate: string,
  today: string,
  limit = 120,
): BillingPeriod[] {
  const anchorDay = parts(schedule.start_date)[2];
  const due: BillingPeriod[] = [];
  for (let start = nextDate; start <= today && due.length < limit;) {
    if (schedule.end_date && start > schedule.end_date) break;
    due.push(billingPeriodFrom(schedule, start));
    start = nextPeriodStart(start, schedule.interval, anchorDay);
  }
  return due;
}

/** The period after `period` (what next_date becomes once `period` is invoiced). */
export const followingPeriodStart = (schedule: SerialSchedule, period: BillingPeriod) =>
  nextPeriodStart(period.start, schedule.interval, parts(schedule.start_date)[2]);

const dayDe = (day: string) => {
  const [y, m, d] = parts(day);
  return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`;
};

/** "01.11.2026 – 30.11.2026": the value of the {{dokument.zeitraum}} placeholder. */
export const formatBillingPeriodDe = (period: BillingPeriod) =>
  `${dayDe(period.start)} – ${dayDe(period.end)}`;
