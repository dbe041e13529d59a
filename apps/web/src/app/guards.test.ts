import { describe, expect, it } from 'vitest';
import { redirectFor } from './guards.ts';

const user = (mustChange: boolean) => ({
  user: { id: 1, email: 'a@b.de', name: 'A', must_change_password: mustChange, language: 'de' as const },
});

describe('route guards (SPEC §4)', () => {
  it('without a user only /login and /password-reset are allowed', () => {
    expect(redirectFor('/login', { user: null })).toBeNull();
    expect(redirectFor('/password-reset', { user: null })).toBeNull();
    for (const path of ['/', '/settings', '/password-change', '/mobile', '/gibt-es-nicht', '/login/x']) {
      expect(redirectFor(path, { user: null })).toBe('/login');
    }
  });

  it('a user who must change the password is sent to /password-change from everywhere else', () => {
    expect(redirectFor('/password-change', user(true))).toBeNull();
    for (const path of ['/', '/login', '/password-reset', '/settings/tenant']) {
      expect(redirectFor(path, user(true))).toBe('/password-change');
    }
  });

  it('a signed-in user visiting /login goes to /, other paths are allowed', () => {
    expect(redirectFor('/login', user(false))).toBe('/');
    expect(redirectFor('/login/', user(false))).toBe('/');
    expect(redirectFor('/roles', user(false))).toBeNull();
    expect(redirectFor('/password-change', user(false))).toBeNull();
  });
});
