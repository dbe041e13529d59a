import { defineContract } from '@kontor/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes } from '../../../routes.ts';
import { addUser, bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { defineRoute } from '../define-route.ts';

const crashingRoute = defineRoute(
  defineContract({
    method: 'GET',
    path: '/api/test/crash',
    access: 'public',
    summary: 'test only',
    response: z.object({}),
  }),
  async () => {
    throw new Error('geheimes Detail aus der Datenbank');
  },
);

const t = useTestAppWithTenant({ app: { routes: [...allRoutes, crashingRoute] } });
let adminToken: string;
beforeAll(async () => {
  adminToken = await signInAs(t.app, t.tenant.admin);
});

describe('CSRF: cookie-authenticated unsafe requests must come from our own origin', () => {
  const switchTenant = (headers: Record<string, string>, auth: 'cookie' | 'bearer') =>
    t.app.inject({
      method: 'POST',
      url: '/api/tenant/switch',
      payload: { tenant_id: t.tenant.tenantId },
      headers: { ...headers, ...(auth === 'bearer' && bearer(adminToken)) },
      ...(auth === 'cookie' && { cookies: { token: adminToken } }),
    });

  it('refuses a foreign Origin and a cross-site fetch', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://boese.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const res = await switchTenant(headers, 'cookie');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('csrf_rejected');
    }
  });

  it('accepts our own origin and same-origin fetches', async () => {
    expect((await switchTenant({ origin: 'http://localhost:3000' }, 'cookie')).statusCode).toBe(200);
    expect((await switchTenant({ 'sec-fetch-site': 'same-origin' }, 'cookie')).statusCode).toBe(200);
  });

  it('a bearer request is not subject to it (a foreign page cannot set that header)', async () => {
    expect((await switchTenant({ origin: 'capacitor://localhost' }, 'bearer')).statusCode).toBe(200);
  });

  it('a foreign page cannot sign someone in either (login CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: t.tenant.admin,
      headers: { origin: 'https://boese.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });
});

describe('route requirements', () => {
  it('a Mitarbeiter lacks settings.read: 403 with a German message', async () => {
    const token = await signInAs(t.app, t.tenant.employee);
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/tenant', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Dafür fehlt Ihnen die Berechtigung.',
      error: { code: 'forbidden', message: 'Dafür fehlt Ihnen die Berechtigung.' },
    });
  });

  it('a user who must change the password reaches /api/me but nothing else', async () => {
    const fresh = await addUser(t.deps, t.tenant.tenantId, t.tenant.roleIds['Administrator']!, 'neu', {
      mustChangePassword: true,
    });
    const token = await signInAs(t.app, fresh);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().user.must_change_password).toBe(true);
    const roles = await t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(token) });
    expect(roles.statusCode).toBe(403);
    expect(roles.json().error.code).toBe('password_change_required');
  });
});

describe('errors are JSON, German, and never leak internals', () => {
  it('an unexpected failure answers 500 with a generic message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      error: {
        code: 'internal_error',
        message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      },
    });
    expect(res.body).not.toMatch(/geheim|at .*\.ts/);
  });

  it('an unknown API path answers 404 in German', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Diese Adresse gibt es nicht.',
      error: { code: 'not_found', message: 'Diese Adresse gibt es nicht.' },
    });
  });

  it('broken JSON answers 400 in German', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Die Anfrage ist fehlerhaft.');
  });

  it('serves the OpenAPI description generated from the contracts at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/api/me', '/api/tenant/switch']),
    );
    expect(
      spec.paths['/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });
});
