import { DATEV_SAFE_MAX_LENGTH, hasOnlyDatevCharacters } from './datev-safe.ts';

// A number-range pattern is literal text with placeholders: {YYYY} year, {YY} two-digit year,
// {MM} month, and one counter {###…} whose number of # is the minimum width (zero-padded).

const placeholderPattern = /\{(YYYY|YY|MM|#+)\}/g;

export interface NumberPatternParts {
  /** Year and month in German time (a number allocated at 00:30 on 1 January belongs to the new year). */
  year: number;
  month: number;
}

/** Year and month of `date` in Europe/Berlin. */
export function berlinYearMonth(date: Date): NumberPatternParts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
}

/** The number for `counter` at `when`: formatNumber('RE-{YYYY}-{#####}', 42, …2026) → 'RE-2026-00042'. */
export function formatNumber(pattern: string, counter: number, when: NumberPatternParts): string {
  return pattern.replace(placeholderPattern, (_, token: string) => {
    if (token === 'YYYY') return String(when.year);
    if (token === 'YY') return String(when.year % 100).padStart(2, '0');
    if (token === 'MM') return String(when.month).padStart(2, '0');
    return String(counter).padStart(token.length, '0');
  });
}

/**
 * A regular expression source that matches every number `pattern` produces, to find numbers in
 * free text such as a mail subject: numberPatternRegexSource('T-{YYYY}-{####}') → 'T-\\d{4}-\\d{4,}'.
 */
export function numberPatternRegexSource(pattern: string): string {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let source = '';
  let rest = 0;
  for (const match of pattern.matchAll(placeholderPattern)) {
    const token = match[1]!;
    source += literal(pattern.slice(rest, match.index));
    source += token === 'YYYY' ? '\\d{4}' : token.startsWith('#') ? `\\d{${token.length},}` : '\\d{2}';
    rest = match.index + match[0].length;
  }
  return source + literal(pattern.slice(rest));
}

/** Widest number a pattern produces up to `counter` (for the 36-character DATEV limit). */
const longestNumber = (pattern: string, counter: number) =>
  formatNumber(pattern, Math.max(counter, 999_999), { year: 2099, month: 12 });

/**
 * Why a pattern cannot be used, in German, or null when it is fine: exactly one counter, only
 * known placeholders, and every number it produces DATEV-safe (≤ 36 characters of
 * `A-Z a-z 0-9 $ & % * + - /`).
 */
export function patternProblem(pattern: string, counter = 1): string | null {
  if (!pattern.trim()) return 'Bitte ein Muster angeben.';
  const counters = pattern.match(/\{#+\}/g) ?? [];
  if (counters.length !== 1) return 'Das Muster braucht genau einen Zähler, z. B. {#####}.';
  const unknown = pattern.replace(placeholderPattern, '').match(/[{}]/);
  if (unknown) return 'Unbekannter Platzhalter. Erlaubt sind {YYYY}, {YY}, {MM} und {###}.';
  const literal = pattern.replace(placeholderPattern, '');
  if (!hasOnlyDatevCharacters(literal))
    return 'Erlaubt sind nur A–Z, a–z, 0–9 sowie $ & % * + - / (DATEV-tauglich), keine Leerzeichen oder Umlaute.';
  if (longestNumber(pattern, counter).length > DATEV_SAFE_MAX_LENGTH)
    return `Die Nummern würden länger als ${DATEV_SAFE_MAX_LENGTH} Zeichen – mehr nimmt DATEV nicht an.`;
  return null;
}

/** True when the pattern contains a year placeholder (yearly reset makes sense only then). */
export const patternHasYear = (pattern: string) => /\{YYYY\}|\{YY\}/.test(pattern);
