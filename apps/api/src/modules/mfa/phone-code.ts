import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits, uniformly drawn, leading zeros kept. */
export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Keyed hash of the code, bound to its challenge: a leaked database row cannot be turned back
 * into the code by trying all million values without the server key.
 */
export const hashPhoneCode = (key: Buffer, challengeId: string, code: string) =>
  createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');

export function phoneCodeMatches(key: Buffer, challengeId: string, code: string, storedHash: string) {
  const actual = Buffer.from(hashPhoneCode(key, challengeId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
