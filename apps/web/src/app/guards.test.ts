import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn } from '../lib/session/return-path.ts';
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

describe('back to the deep link after sign-in', () => {
  it('returns to a path of the app, with its query', () => {
    expect(returnPathAfterSignIn('/documents/show/12')).toBe('/documents/show/12');
    expect(returnPathAfterSignIn('/documents/list?status=open&q=M%C3%BCller')).toBe(
      '/documents/list?status=open&q=M%C3%BCller',
    );
  });

  it('never leaves the app and never returns to a signed-out page', () => {
    for (const value of [
      undefined,
      42,
      '',
      'documents',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/login',
      '/login?weiter=/x',
      '/password-reset',
    ]) {
      expect(returnPathAfterSignIn(value), String(value)).toBe('/');
    }
  });
});
