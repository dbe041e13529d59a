import type { ConvertedRow } from './convert-rows.ts';
import { matchEmailOf } from './match-email.ts';
import type { PlanContext, PlannedRow } from './plan-rows.ts';

const listLines = (lines: readonly number[]) =>
  lines.length === 2 ? `${lines[0]} und ${lines[1]}` : `${lines.slice(0, -1).join(', ')} und ${lines.at(-1)}`;

/** What identifies a row's record: its number, else its e-mail, and the existing record it matched. */
function identityKeys(context: PlanContext, row: ConvertedRow, planned: PlannedRow) {
  const keys: { key: string; path: string | null }[] = [];
  const email = matchEmailOf(context.type, row);
  if (row.number !== null) keys.push({ key: `number:${row.number}`, path: 'number' });
  else if (email) keys.push({ key: `email:${email}`, path: 'data.email' });
  if (planned.matched_id !== null) keys.push({ key: `record:${planned.matched_id}`, path: null });
  return keys;
}

/**
 * Rows of one file that mean the same record (same number, same e-mail, or the same existing
 * record) would overwrite each other: each of them becomes an error naming the other rows.
 */
export function markDuplicates(context: PlanContext, rows: readonly ConvertedRow[], planned: PlannedRow[]) {
  const rowsByKey = new Map<string, number[]>();
  const keysOf = rows.map((row, i) => identityKeys(context, row, planned[i]!));
  keysOf.forEach((keys, i) => {
    for (const { key } of keys) rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), i]);
  });
  keysOf.forEach((keys, i) => {
    const twins = new Set<number>();
    let path: string | null = null;
    for (const key of keys) {
      const group = rowsByKey.get(key.key)!;
      if (group.length < 2) continue;
      for (const j of group) twins.add(j);
      path ??= key.path;
    }
    if (twins.size === 0) return;
    const lines = [...twins].map((j) => rows[j]!.line).sort((a, b) => a - b);
    const column = context.columns.find((c) => c.path === path)?.header ?? null;
    const row = planned[i]!;
    row.errors.push({ column, message: `Doppelt in Zeile ${listLines(lines)}.` });
    row.status = 'error';
    row.input = null;
  });
}
