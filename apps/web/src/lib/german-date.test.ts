import { describe, expect, it } from 'vitest';
import { parseGermanDate } from './german-date.ts';

describe('German date input', () => {
  it.each([
    ['21.11.2026', '2026-11-21'],
    ['1.2.2026', '2026-02-01'],
    ['01.02.26', '2026-02-01'],
    ['21112026', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    [' 29.02.2028 ', '2028-02-29'],
  ])('%s is %s', (input, expected) => {
    expect(parseGermanDate(input)).toBe(expected);
  });

  it.each(['31.02.2026', '29.02.2027', '00.01.2026', '12/11/2026', '21.11.', 'morgen', ''])(
    '%s is no date',
    (input) => {
      expect(parseGermanDate(input)).toBeNull();
    },
  );
});
