import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban } from './iban.ts';

describe('isValidIban', () => {
  it('accepts real IBANs with or without spaces', () => {
    expect(isValidIban('DE02120300000000202051')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('AT611904300234573201')).toBe(true);
  });
  it('refuses a typo (one changed digit), a German IBAN of the wrong length and garbage', () => {
    expect(isValidIban('DE02120300000000202052')).toBe(false);
    expect(isValidIban('DE0212030000000020205')).toBe(false);
    expect(isValidIban('keine IBAN')).toBe(false);
  });
  it('formats in groups of four', () => {
    expect(formatIban('de02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
  });
});
