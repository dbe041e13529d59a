import { describe, expect, it } from 'vitest';
import { relativeAgo } from './last-seen.ts';

const now = new Date('2026-12-01T12:00:00Z');

describe('relativeAgo', () => {
  it('says minutes, hours and days in German, in whole units rounded down', () => {
    expect(relativeAgo('2026-12-01T11:59:30Z', now, 'de')).toBeNull();
    expect(relativeAgo('2026-12-01T11:59:00Z', now, 'de')).toBe('vor 1 Minute');
    expect(relativeAgo('2026-12-01T11:56:10Z', now, 'de')).toBe('vor 3 Minuten');
    expect(relativeAgo('2026-12-01T11:00:00Z', now, 'de')).toBe('vor 1 Stunde');
    expect(relativeAgo('2026-11-30T12:00:01Z', now, 'de')).toBe('vor 23 Stunden');
    expect(relativeAgo('2026-11-28T12:00:00Z', now, 'de')).toBe('vor 3 Tagen');
  });

  it('treats a clock slightly ahead as just now, and speaks English too', () => {
    expect(relativeAgo('2026-12-01T12:00:05Z', now, 'de')).toBeNull();
    expect(relativeAgo('2026-12-01T11:57:00Z', now, 'en')).toBe('3 minutes ago');
  });
});
