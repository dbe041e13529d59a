import {
  counterProblem,
  formatNumber,
  ZNumberRangeInput,
  type NumberPatternParts,
  type NumberRange,
} from '@kontor/contracts';

export interface NumberRangeDraft {
  pattern: string;
  /** As typed: '' while the field is empty. */
  nextCounter: number | string;
  resetYearly: boolean;
}

export type NumberRangeErrors = Partial<Record<'pattern' | 'next_counter' | 'reset_yearly', string>>;

export const draftOf = (range: NumberRange): NumberRangeDraft => ({
  pattern: range.pattern,
  nextCounter: range.next_counter,
  resetYearly: range.reset_yearly,
});

export const inputOf = (draft: NumberRangeDraft, version: number) => ({
  pattern: draft.pattern.trim(),
  next_counter: typeof draft.nextCounter === 'number' ? draft.nextCounter : Number.NaN,
  reset_yearly: draft.resetYearly,
  version,
});

/**
 * The same checks as the server — DATEV-safe pattern, counter range, yearly restart, no counter
 * below numbers that may be in use — and the number the draft would give next (null while invalid).
 */
export function checkDraft(range: NumberRange, draft: NumberRangeDraft, when: NumberPatternParts) {
  const input = inputOf(draft, range.version);
  const errors: NumberRangeErrors = {};
  for (const issue of ZNumberRangeInput.safeParse(input).error?.issues ?? []) {
    const field = issue.path[0] as keyof NumberRangeErrors;
    errors[field] ??= issue.message;
  }
  if (!errors.next_counter) {
    const lowered = counterProblem(range.key, input.next_counter, range.min_counter, range.pattern, when);
    if (lowered) errors.next_counter = lowered;
  }
  const preview =
    errors.pattern || errors.next_counter ? null : formatNumber(input.pattern, input.next_counter, when);
  return { errors, preview };
}
