import type { ImportableEntityType, ImportTarget } from '@kontor/contracts';
import { synonymsFor } from './header-synonyms.ts';

/** Lower case, umlauts spelt out, only letters and digits: "USt-IdNr." → "ustidnr". */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]/g, '');

interface Candidate {
  column: number;
  target: string;
  rank: number;
}

/** How well a normalised header names a target; lower is better, undefined = not at all. */
function rankOf(type: ImportableEntityType, target: ImportTarget, header: string): number | undefined {
  const key = target.key.replace(/^custom\./, '');
  if (header === normalizeHeader(target.label) || header === normalizeHeader(key)) return 0;
  for (const synonym of synonymsFor(type, target.key)) {
    const weakness = /^~*/.exec(synonym)![0].length;
    if (synonym.slice(weakness) === header) return 1 + weakness;
  }
  return undefined;
}

/**
 * The suggested field per column (null = not imported): exact labels first, then known German
 * and English column names, then the same with a trailing number dropped ("Telefon 1"). Every
 * field goes to at most one column, the best-matching one.
 */
export function suggestMapping(
  type: ImportableEntityType,
  headers: readonly string[],
  targets: readonly ImportTarget[],
): (string | null)[] {
  const candidates: Candidate[] = [];
  headers.forEach((header, column) => {
    const normalized = normalizeHeader(header);
    if (!normalized) return;
    const withoutDigits = normalized.replace(/\d+$/, '');
    for (const target of targets) {
      let rank = rankOf(type, target, normalized);
      if (rank === undefined && withoutDigits && withoutDigits !== normalized) {
        const looser = rankOf(type, target, withoutDigits);
        if (looser !== undefined) rank = looser + 10;
      }
      if (rank !== undefined) candidates.push({ column, target: target.key, rank });
    }
  });
  candidates.sort((a, b) => a.rank - b.rank || a.column - b.column);
  const mapping: (string | null)[] = headers.map(() => null);
  const taken = new Set<string>();
  for (const { column, target } of candidates) {
    if (mapping[column] !== null || taken.has(target)) continue;
    mapping[column] = target;
    taken.add(target);
  }
  return mapping;
}
