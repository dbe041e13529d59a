import { describe, expect, it } from 'vitest';
import type { Me } from './api-client.ts';
import { redirectFor } from './route-guard.ts';

const signedIn = (mustChangePassword: boolean): Me => ({
  user: { id: 1, email: 'demo@kontor.test', name: 'Dana Demo', must_change_password: mustChangePassword },
  permissions: [],
  tenants: [{ id: 1, name: 'Muster Handwerk GmbH', role: 'Administrator' }],
  profile: null,
  activeTenant: 1,
  aal: { currentLevel: 'aal1', nextLevel: 'aal1' },
});

describe('redirectFor', () => {
  it('lets a signed-out visitor reach only the sign-in and password-reset pages', () => {
    expect(redirectFor('/login', null)).toBeNull();
    expect(redirectFor('/password-reset', null)).toBeNull();
    for (const path of ['/', '/password-change', '/settings', '/gibt-es-nicht']) {
      expect(redirectFor(path, null)).toBe('/login');
    }
  });

  it('sends a user who must change the password to /password-change from everywhere else', () => {
    const me = signedIn(true);
    expect(redirectFor('/password-change', me)).toBeNull();
    for (const path of ['/', '/login', '/password-reset', '/gibt-es-nicht']) {
      expect(redirectFor(path, me)).toBe('/password-change');
    }
  });

  it('sends a signed-in user away from /login and lets every other path through', () => {
    const me = signedIn(false);
    expect(redirectFor('/login', me)).toBe('/');
    for (const path of ['/', '/password-change', '/gibt-es-nicht']) {
      expect(redirectFor(path, me)).toBeNull();
    }
  });
});
