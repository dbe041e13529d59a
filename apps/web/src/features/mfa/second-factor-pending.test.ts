import { describe, expect, it } from 'vitest';
import { isSecondFactorPending } from './second-factor-pending.ts';

const user = (mustChange = false) => ({
  id: 1,
  email: 'a@b.de',
  name: 'A',
  must_change_password: mustChange,
  language: 'de' as const,
});

describe('second factor pending (the MFA gate)', () => {
  it('asks for the code at aal1 when aal2 is reachable', () => {
    expect(isSecondFactorPending({ user: user(), aal: { currentLevel: 'aal1', nextLevel: 'aal2' } })).toBe(
      true,
    );
  });

  it('does not ask once the session is aal2, or when the user has no verified factor', () => {
    expect(isSecondFactorPending({ user: user(), aal: { currentLevel: 'aal2', nextLevel: 'aal2' } })).toBe(
      false,
    );
    expect(isSecondFactorPending({ user: user(), aal: { currentLevel: 'aal1', nextLevel: 'aal1' } })).toBe(
      false,
    );
  });

  it('does not ask without a user or before the levels are known', () => {
    expect(isSecondFactorPending({ user: null, aal: { currentLevel: 'aal1', nextLevel: 'aal2' } })).toBe(
      false,
    );
    expect(isSecondFactorPending({ user: user(), aal: null })).toBe(false);
  });

  it('leaves a pending password change to its own screen', () => {
    expect(
      isSecondFactorPending({ user: user(true), aal: { currentLevel: 'aal1', nextLevel: 'aal2' } }),
    ).toBe(false);
  });
});
