import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATEV_SAFE_MAX_LENGTH, isDatevSafe } from './datev-safe.ts';
import {
  berlinYearMonth,
  formatNumber,
  numberPatternRegexSource,
  patternHasYear,
  patternProblem,
} from './number-pattern.ts';
import { numberRangeDefaults } from './number-range-keys.ts';

const nov2026 = { year: 2026, month: 11 };

describe('formatNumber', () => {
  it('fills year, two-digit year, month and the zero-padded counter', () => {
    expect(formatNumber('RE-{YYYY}-{#####}', 42, nov2026)).toBe('RE-2026-00042');
    expect(formatNumber('{YY}{MM}/{###}', 7, { year: 2005, month: 3 })).toBe('0503/007');
    expect(formatNumber('K{####}', 1, nov2026)).toBe('K0001');
  });

  it('never cuts a counter that outgrew its width', () => {
    expect(formatNumber('T-{###}', 12345, nov2026)).toBe('T-12345');
  });

  it('gives every default pattern a DATEV-safe first number', () => {
    for (const { pattern, firstCounter } of Object.values(numberRangeDefaults)) {
      expect(patternProblem(pattern)).toBeNull();
      expect(isDatevSafe(formatNumber(pattern, firstCounter, nov2026))).toBe(true);
    }
  });
});

describe('berlinYearMonth', () => {
  it('counts 00:30 on New Year’s Day in Berlin as the new year, although UTC is still in the old one', () => {
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(berlinYearMonth(newYear)).toEqual({ year: 2027, month: 1 });
    expect(formatNumber('RE-{YYYY}-{MM}-{#####}', 1, berlinYearMonth(newYear))).toBe('RE-2027-01-00001');
  });

  it('keeps 23:59 on New Year’s Eve in Berlin in the old year', () => {
    expect(berlinYearMonth(new Date('2026-12-31T22:59:59Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('follows summer time (UTC+2) at a month change', () => {
    expect(berlinYearMonth(new Date('2026-06-30T22:30:00Z'))).toEqual({ year: 2026, month: 7 });
    expect(berlinYearMonth(new Date('2026-06-30T21:30:00Z'))).toEqual({ year: 2026, month: 6 });
  });
});

describe('patternProblem', () => {
  it('accepts patterns with one counter and DATEV-safe text', () => {
    for (const pattern of ['RE-{YYYY}-{#####}', '{#####}', 'K-{YY}{MM}/{####}', 'A$&%*+-/z{#}'])
      expect(patternProblem(pattern)).toBeNull();
  });

  it('asks for a pattern when it is empty', () => {
    expect(patternProblem('')).toBe('Bitte ein Muster angeben.');
    expect(patternProblem('   ')).toBe('Bitte ein Muster angeben.');
  });

  it('wants exactly one counter', () => {
    const message = 'Das Muster braucht genau einen Zähler, z. B. {#####}.';
    expect(patternProblem('RE-{YYYY}')).toBe(message);
    expect(patternProblem('{###}-{###}')).toBe(message);
  });

  it('refuses unknown placeholders and stray braces', () => {
    const message = 'Unbekannter Platzhalter. Erlaubt sind {YYYY}, {YY}, {MM} und {###}.';
    expect(patternProblem('RE-{DD}-{###}')).toBe(message);
    expect(patternProblem('RE-{yyyy}-{###}')).toBe(message);
    expect(patternProblem('RE-{###}}')).toBe(message);
    expect(patternProblem('{{###}')).toBe(message);
  });

  it('refuses spaces, umlauts, underscores and dots (DATEV Belegfeld 1)', () => {
    for (const pattern of ['Kunde {###}', 'Bü-{###}', 'RE_{###}', 'RE.{###}', 'RE#{###}'])
      expect(patternProblem(pattern)).toBe(
        'Erlaubt sind nur A–Z, a–z, 0–9 sowie $ & % * + - / (DATEV-tauglich), keine Leerzeichen oder Umlaute.',
      );
  });

  it('refuses patterns whose numbers get longer than 36 characters', () => {
    // 31 characters + a counter up to a million (6 digits) = 37.
    const tooLong = `${'A'.repeat(31)}{#}`;
    expect(patternProblem(tooLong)).toBe(
      'Die Nummern würden länger als 36 Zeichen – mehr nimmt DATEV nicht an.',
    );
    expect(patternProblem(`${'A'.repeat(30)}{#}`)).toBeNull();
    expect(patternProblem(`${'A'.repeat(30)}{######}`)).toBeNull();
    expect(patternProblem(`${'A'.repeat(30)}{#######}`)).toBe(patternProblem(tooLong));
    expect(patternProblem(`RE-{YYYY}-${'A'.repeat(23)}{#}`)).toBe(patternProblem(tooLong));
    // A counter already beyond a million is measured as it is.
    expect(patternProblem(`${'A'.repeat(28)}{#}`, 10_000_000)).toBeNull();
    expect(patternProblem(`${'A'.repeat(29)}{#}`, 10_000_000)).toBe(patternProblem(tooLong));
    expect(patternProblem(`${'A'.repeat(40)}{#}`)).toMatch(/länger als 36 Zeichen/);
  });

  it('knows whether a pattern contains the year', () => {
    expect(patternHasYear('RE-{YYYY}-{###}')).toBe(true);
    expect(patternHasYear('{YY}{###}')).toBe(true);
    expect(patternHasYear('{MM}-{###}')).toBe(false);
  });
});

const datevCharacters = [...'ABCXYZabcxyz0123456789$&%*+-/'];
const literal = fc.string({ unit: fc.constantFrom(...datevCharacters), maxLength: 12 });
const datePlaceholder = fc.constantFrom('{YYYY}', '{YY}', '{MM}');
const counterPlaceholder = fc.integer({ min: 1, max: 12 }).map((width) => `{${'#'.repeat(width)}}`);
/** Mostly well-formed patterns, some arbitrary text: whatever patternProblem accepts must be safe. */
const pattern = fc.oneof(
  fc
    .tuple(fc.array(fc.oneof(literal, datePlaceholder), { maxLength: 5 }), counterPlaceholder, fc.nat())
    .map(([parts, counter, at]) => {
      const list = [...parts];
      list.splice(at % (list.length + 1), 0, counter);
      return list.join('');
    }),
  fc.string({ maxLength: 40 }),
);
const when = fc.record({
  year: fc.integer({ min: 2000, max: 2099 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe('number patterns (property)', () => {
  it('every number of an accepted pattern is DATEV-safe and at most 36 characters', () => {
    fc.assert(
      fc.property(pattern, fc.integer({ min: 1, max: 999_999 }), when, (p, counter, at) => {
        fc.pre(patternProblem(p) === null);
        const number = formatNumber(p, counter, at);
        expect(number.length).toBeLessThanOrEqual(DATEV_SAFE_MAX_LENGTH);
        expect(isDatevSafe(number)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('distinct counters give distinct numbers', () => {
    fc.assert(
      fc.property(
        pattern,
        fc.integer({ min: 1, max: 999_999 }),
        fc.integer({ min: 1, max: 999_999 }),
        when,
        (p, a, b, at) => {
          fc.pre(patternProblem(p) === null && a !== b);
          expect(formatNumber(p, a, at)).not.toBe(formatNumber(p, b, at));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('numberPatternRegexSource', () => {
  it('matches every number a pattern produces, and nothing shaped differently', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('T-{#####}', 'T-{YYYY}-{####}', '{YY}{MM}/{###}', 'RE$%+*{#}', 'A.B-{MM}-{##}'),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        (pattern, counter, year, month) => {
          const regex = new RegExp(`^${numberPatternRegexSource(pattern)}$`);
          expect(formatNumber(pattern, counter, { year, month })).toMatch(regex);
        },
      ),
    );
    const ticket = new RegExp(`^${numberPatternRegexSource('T-{YYYY}-{####}')}$`);
    expect('T-2026-0042').toMatch(ticket);
    expect('T-2026-042').not.toMatch(ticket);
    expect('T-26-0042').not.toMatch(ticket);
    expect('TX2026-0042').not.toMatch(ticket);
    expect('AxB-11-01').not.toMatch(new RegExp(`^${numberPatternRegexSource('A.B-{MM}-{##}')}$`));
  });
});
