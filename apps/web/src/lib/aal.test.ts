import { describe, expect, it } from 'vitest';
import { aalFromToken, getAssuranceLevels, needsSecondFactor } from './aal.ts';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token is enough: the helper only reads the claims, the server verifies them. */
const tokenWith = (claims: object) => `${base64Url({ alg: 'ES256', kid: 'k1' })}.${base64Url(claims)}.c2ln`;

const aal1 = tokenWith({ sub: '1', aal: 'aal1', amr: [{ method: 'password' }], exp: 2_000_000_000 });
const aal2 = tokenWith({ sub: '1', aal: 'aal2', amr: [{ method: 'totp' }], exp: 2_000_000_000 });
const verified = { status: 'verified' };
const unverified = { status: 'unverified' };

describe('assurance levels (SPEC §4)', () => {
  it('reads the current level from the token', () => {
    expect(aalFromToken(aal1)).toBe('aal1');
    expect(aalFromToken(aal2)).toBe('aal2');
  });

  it('reads base64url payloads whatever their padding would be', () => {
    for (const name of ['a', 'ab', 'abc', 'Jürgen ~~~???']) {
      expect(aalFromToken(tokenWith({ aal: 'aal2', name }))).toBe('aal2');
    }
  });

  it('a token without a known aal claim, or no token shape at all, has no level', () => {
    expect(aalFromToken(tokenWith({ sub: '1' }))).toBeNull();
    expect(aalFromToken(tokenWith({ aal: 'aal3' }))).toBeNull();
    expect(aalFromToken('kein-token')).toBeNull();
    expect(aalFromToken('a.%%%.c')).toBeNull();
    expect(aalFromToken('')).toBeNull();
  });

  it('without a session both levels are null', () => {
    expect(getAssuranceLevels(null, [verified])).toEqual({ currentLevel: null, nextLevel: null });
    expect(getAssuranceLevels(null, [])).toEqual({ currentLevel: null, nextLevel: null });
  });

  it('the next level is aal2 as soon as one factor is verified', () => {
    expect(getAssuranceLevels(aal1, [unverified, verified])).toEqual({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    expect(getAssuranceLevels(aal2, [verified])).toEqual({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('only verified factors count', () => {
    expect(getAssuranceLevels(aal1, [unverified, unverified])).toEqual({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    expect(getAssuranceLevels(aal1, [])).toEqual({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('asks for the second factor only between aal1 and a reachable aal2', () => {
    expect(needsSecondFactor(getAssuranceLevels(aal1, [verified]))).toBe(true);
    expect(needsSecondFactor(getAssuranceLevels(aal2, [verified]))).toBe(false);
    expect(needsSecondFactor(getAssuranceLevels(aal1, [unverified]))).toBe(false);
    expect(needsSecondFactor(getAssuranceLevels(null, [verified]))).toBe(false);
  });
});
