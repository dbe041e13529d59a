import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPhoneCode, newPhoneCode, phoneCodeMatches } from './phone-code.ts';

const key = randomBytes(32);

describe('phone codes', () => {
  it('are six digits and vary', () => {
    const codes = new Set(Array.from({ length: 200 }, newPhoneCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });

  it('are stored only as a keyed hash that matches the code and its challenge alone', () => {
    const stored = hashPhoneCode(key, 'challenge-1', '012345');
    expect(stored).not.toContain('012345');
    expect(phoneCodeMatches(key, 'challenge-1', '012345', stored)).toBe(true);
    expect(phoneCodeMatches(key, 'challenge-1', '012346', stored)).toBe(false);
    expect(phoneCodeMatches(key, 'challenge-2', '012345', stored)).toBe(false);
    expect(phoneCodeMatches(randomBytes(32), 'challenge-1', '012345', stored)).toBe(false);
  });
});
