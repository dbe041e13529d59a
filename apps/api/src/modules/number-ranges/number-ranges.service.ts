import {
  berlinYearMonth,
  counterProblem,
  effectiveCounter,
  formatNumber,
  isNumberRangeKey,
  minimumCounter,
  numberRangeDefaults,
  numberRangeKeys,
  type NumberPatternParts,
  type NumberRange,
  type NumberRangeKey,
  type NumberRangeState,
} from '@kontor/contracts';
import { diffFields, recordHistory, type Actor } from '../../core/history/record-history.ts';
import { badRequest, conflict, notFound } from '../../core/http/errors.ts';
import type { Tx } from '../../db/database.ts';
import {
  findNumberRangeForUpdate,
  insertNumberRange,
  listNumberRangeRows,
  updateNumberRangeIfVersion,
  type NumberRangeRow,
} from './number-ranges.repository.ts';

export interface NumberRangeUpdate {
  pattern: string;
  next_counter: number;
  reset_yearly: boolean;
  version: number;
}

const stateOf = (row: NumberRangeRow | undefined): NumberRangeState | undefined =>
  row && {
    pattern: row.pattern,
    nextCounter: row.nextCounter,
    resetYearly: row.resetYearly,
    counterYear: row.counterYear,
  };

/** What a tenant has before its first number or save of `key`. */
const defaultState = (key: NumberRangeKey, when: NumberPatternParts): NumberRangeState => ({
  pattern: numberRangeDefaults[key].pattern,
  nextCounter: numberRangeDefaults[key].firstCounter,
  resetYearly: numberRangeDefaults[key].resetYearly,
  counterYear: when.year,
});

function toNumberRange(
  key: NumberRangeKey,
  row: NumberRangeRow | undefined,
  when: NumberPatternParts,
): NumberRange {
  const state = stateOf(row) ?? defaultState(key, when);
  const next = effectiveCounter(key, state, when);
  return {
    key,
    label: numberRangeDefaults[key].label,
    pattern: state.pattern,
    next_counter: next,
    reset_yearly: state.resetYearly,
    preview: formatNumber(state.pattern, next, when),
    min_counter: minimumCounter(key, stateOf(row), when),
    version: row?.version ?? 0,
  };
}

/** Every key, with the tenant's row or the defaults, as the next allocation at `now` would see it. */
export async function listNumberRanges(tx: Tx, now = new Date()) {
  const when = berlinYearMonth(now);
  const rows = new Map((await listNumberRangeRows(tx)).map((row) => [row.key, row]));
  return numberRangeKeys.map((key) => toNumberRange(key, rows.get(key), when));
}

const staleRange = () => conflict('Der Nummernkreis wurde inzwischen geändert. Bitte laden Sie ihn neu.');

/**
 * Saves pattern, counter and yearly restart of `key`. The row lock waits for running allocations,
 * so the counter check sees the last number really handed out.
 */
export async function updateNumberRange(
  tx: Tx,
  actor: Actor,
  key: string,
  input: NumberRangeUpdate,
  now = new Date(),
) {
  if (!isNumberRangeKey(key)) throw notFound('Diesen Nummernkreis gibt es nicht.');
  const when = berlinYearMonth(now);
  const row = await findNumberRangeForUpdate(tx, key);
  if ((row?.version ?? 0) !== input.version) throw staleRange();
  const before = stateOf(row) ?? defaultState(key, when);
  const problem = counterProblem(
    key,
    input.next_counter,
    minimumCounter(key, stateOf(row), when),
    before.pattern,
    when,
  );
  if (problem) throw badRequest(problem, { next_counter: problem });

  // The counter the user typed is meant for this year, whatever year the row was counting in.
  const values = {
    pattern: input.pattern,
    nextCounter: input.next_counter,
    resetYearly: input.reset_yearly,
    counterYear: when.year,
  };
  const saved = row
    ? await updateNumberRangeIfVersion(tx, key, input.version, values)
    : await insertNumberRange(tx, { tenantId: actor.tenantId, key, ...values });
  if (!saved) throw staleRange();
  await recordHistory(tx, actor, {
    entity: 'numberRanges',
    entityId: key,
    action: 'updated',
    changes: diffFields(
      {
        pattern: before.pattern,
        next_counter: effectiveCounter(key, before, when),
        reset_yearly: before.resetYearly,
      },
      { pattern: input.pattern, next_counter: input.next_counter, reset_yearly: input.reset_yearly },
    ),
  });
  return toNumberRange(key, saved, when);
}

/** The number `pattern` gives for `counter` today (the input is already checked by the contract). */
export const previewNumber = (pattern: string, counter: number, now = new Date()) => ({
  number: formatNumber(pattern, counter, berlinYearMonth(now)),
});
