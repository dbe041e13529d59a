import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '@kontor/contracts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();

describe('POST /auth/login', () => {
  it('answers {token}, sets the HttpOnly token cookie, and the token opens /api/me', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: t.tenant.admin });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 400 * 24 * 3600,
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: t.tenant.admin.email, must_change_password: false },
      activeTenant: t.tenant.tenantId,
      tenants: [{ id: t.tenant.tenantId, role: 'Administrator' }],
    });
    expect(me.json().permissions).toContain('settings.write');
  });

  it('accepts the e-mail address in any letter case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: t.tenant.employee.email.toUpperCase(), password: t.tenant.employee.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same German message for a wrong password and an unknown account', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: t.tenant.employee.email, password: 'falsch-falsch' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'niemand@kontor.test', password: 'falsch-falsch' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: INVALID_CREDENTIALS_MESSAGE,
        error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE },
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses malformed input with German field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'kein-at' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        email: 'Bitte eine gültige E-Mail-Adresse angeben.',
        password: 'Bitte ein Passwort angeben.',
      },
    });
  });

  it('uses the cookie alone for authentication too', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().permissions).not.toContain('settings.write');
  });
});

describe('PUT /api/me/language', () => {
  it('remembers the interface language per user, across sessions', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: bearer(token),
      payload: { language: 'en' },
    });
    expect(change.json()).toEqual({ language: 'en' });
    const again = await signInAs(t.app, t.tenant.employee);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(again) });
    expect(me.json().user.language).toBe('en');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(await signInAs(t.app, t.tenant.admin)),
    });
    expect(other.json().user.language).toBe('de');
  });

  it('refuses languages Kontor does not have, in German', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: bearer(token),
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.language).toBe('Bitte Deutsch (de) oder Englisch (en) wählen.');
  });
});
