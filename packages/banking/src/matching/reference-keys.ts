import { foldText } from '../text/fold.ts';

/**
 * References (document, customer and end-to-end numbers) are compared in two normal forms so that
 * "RE-2026-0042", "RE 2026 0042", "re20260042" and "RE-2026-42" all meet:
 * - compact: letters and digits only, upper case ("RE20260042");
 * - grouped: the letter/digit groups with leading zeros removed, joined by "|" ("RE|2026|42").
 * A key needs at least 4 letters or digits; shorter numbers would match by chance.
 */
export const MIN_REFERENCE_LENGTH = 4;

const groupsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .filter(Boolean);

const stripZeros = (group: string) => (/^\d+$/.test(group) ? group.replace(/^0+(?=\d)/, '') : group);

/** Keys under which an item's number is indexed; `full` = the whole number, not just its digits. */
export function referenceKeys(reference: string): { key: string; full: boolean }[] {
  const groups = groupsOf(reference);
  const compact = groups.join('');
  if (compact.length < MIN_REFERENCE_LENGTH) return [];
  const keys = [
    { key: `c:${compact}`, full: true },
    { key: `g:${groups.map(stripZeros).join('|')}`, full: true },
  ];
  // "RE-2026-0042" is often paid as "2026-0042": the number without its letter prefix, if it stays long enough.
  const firstDigit = groups.findIndex((g) => /^\d/.test(g));
  if (firstDigit > 0) {
    const rest = groups.slice(firstDigit);
    if (rest.join('').length >= MIN_REFERENCE_LENGTH)
      keys.push({ key: `g:${rest.map(stripZeros).join('|')}`, full: false });
  }
  return keys.filter((k, i) => keys.findIndex((o) => o.key === k.key) === i);
}

/**
 * Every key a purpose text offers: runs of 1 to 4 consecutive groups in both normal forms.
 * A run must start and end at group borders, so "4711" never matches inside "147110".
 */
export function textKeys(text: string, maxRun = 4): Set<string> {
  const keys = new Set<string>();
  // A comma or dot between digits (amounts, dates) ends a run: "100,23 EUR" is no customer number 10023.
  for (const segment of text.split(/(?<=\d)[.,](?=\d)/)) {
    // Letter/digit groups: "RE20260042" and "RE 2026 0042" both give the run RE · 2026… .
    addRuns(keys, groupsOf(segment), maxRun);
  }
  return keys;
}

function addRuns(keys: Set<string>, groups: string[], maxRun: number) {
  for (let i = 0; i < groups.length; i++) {
    for (let n = 1; n <= maxRun && i + n <= groups.length; n++) {
      const run = groups.slice(i, i + n);
      const compact = run.join('');
      if (compact.length < MIN_REFERENCE_LENGTH) continue;
      keys.add(`c:${compact}`);
      keys.add(`g:${run.map(stripZeros).join('|')}`);
    }
  }
}
