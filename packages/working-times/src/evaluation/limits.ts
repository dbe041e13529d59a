/**
 * The Arbeitszeitgesetz figures as configuration: a reform (weekly maximum, mandatory electronic
 * recording) is announced but not enacted, so nothing below is hard-coded in a rule. Defaults are
 * the law in force: https://www.gesetze-im-internet.de/arbzg/ §§ 2–5, 9–11 (wording checked
 * Nov 2026 against the consolidated copies on dejure.org and lexetius.com; see README).
 */
export interface ArbzgLimits {
  /** § 3 Satz 2: at most 10 h net per working day. */
  dailyMaxMinutes: number;
  /** § 3: 8 h per Werktag on average … */
  averageDailyMinutes: number;
  /** … within 6 calendar months … */
  averageCalendarMonths: number;
  /** … or within 24 weeks. */
  averageWeeks: number;
  /** § 4 Satz 1: 30 min break for more than 6 h … */
  breakThresholdMinutes: number;
  breakMinutes: number;
  /** … 45 min for more than 9 h. */
  longBreakThresholdMinutes: number;
  longBreakMinutes: number;
  /** § 4 Satz 2: breaks count in blocks of at least 15 min. */
  minBreakBlockMinutes: number;
  /** § 4 Satz 3: never more than 6 h in a row without a break. */
  maxWorkWithoutBreakMinutes: number;
  /** § 5 Abs. 1: 11 h uninterrupted rest after the daily work. */
  minRestMinutes: number;
  /** § 11 Abs. 1: at least 15 Sundays a year free of work. */
  minFreeSundaysPerYear: number;
  /**
   * § 10 ArbZG lets some trades work on Sundays and holidays (hospitals, restaurants, …): then
   * § 9 is not reported, § 11 (free Sundays) still is.
   */
  sundayHolidayWorkPermitted: boolean;
}

export const DEFAULT_ARBZG_LIMITS: Readonly<ArbzgLimits> = Object.freeze({
  dailyMaxMinutes: 10 * 60,
  averageDailyMinutes: 8 * 60,
  averageCalendarMonths: 6,
  averageWeeks: 24,
  breakThresholdMinutes: 6 * 60,
  breakMinutes: 30,
  longBreakThresholdMinutes: 9 * 60,
  longBreakMinutes: 45,
  minBreakBlockMinutes: 15,
  maxWorkWithoutBreakMinutes: 6 * 60,
  minRestMinutes: 11 * 60,
  minFreeSundaysPerYear: 15,
  sundayHolidayWorkPermitted: false,
});
