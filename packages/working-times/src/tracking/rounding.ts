/**
 * Rounding of billable durations, as time-tracking tools offer it (e.g. "je angefangene
 * 15 Minuten", 6-minute steps = 0.1 h). Only for billing: working time under the ArbZG is
 * recorded exactly and never rounded.
 */
export interface RoundingRule {
  /** Step in minutes, e.g. 1, 5, 6, 10, 15, 30, 60. */
  stepMinutes: number;
  mode: 'up' | 'down' | 'nearest';
  /** Smallest billed duration, e.g. 15 (applied after rounding, only to durations above 0). */
  minimumMinutes?: number;
}

export const NO_ROUNDING: RoundingRule = { stepMinutes: 1, mode: 'nearest' };

const round = { up: Math.ceil, down: Math.floor, nearest: Math.round } as const;

export const roundMinutes = (minutes: number, rule: RoundingRule): number => {
  if (!Number.isInteger(rule.stepMinutes) || rule.stepMinutes < 1) {
    throw new Error('Der Rundungsschritt muss eine ganze Zahl von Minuten ab 1 sein.');
  }
  if (minutes <= 0) return 0;
  const rounded = round[rule.mode](minutes / rule.stepMinutes) * rule.stepMinutes;
  return Math.max(rounded, rule.minimumMinutes ?? 0);
};
