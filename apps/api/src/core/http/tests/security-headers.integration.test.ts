import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

// A built web app in miniature: index.html with an inline script, as Vite leaves it.
const INLINE_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";
const webDist = mkdtempSync(join(tmpdir(), 'kontor-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`,
);

const t = useTestAppWithTenant({ config: { webDist } });
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = directives(headers['content-security-policy'] as string);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  // Scripts: own files and the hashed inline script, never 'unsafe-inline' or 'unsafe-eval'.
  expect(csp['script-src']).toContain("'self'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp['upgrade-insecure-requests']).toBeUndefined();
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  });
  // PUBLIC_URL is http here: no HSTS (it would lock browsers out of a plain-http installation).
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on every answer', () => {
  it('an HTML page: its inline script is allowed by hash, nothing else inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/standardEntity/customers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(res.headers);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(directives(res.headers['content-security-policy'] as string)['script-src']).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
  });

  it('an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it('error answers: 401, 404 and a validation error', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/me' }),
      await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' }),
      await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'x' } }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(res.headers);
    }
  });

  it('HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({
      config: { publicUrl: 'https://kontor.example.de', allowedOrigins: ['https://kontor.example.de'] },
      database: t.database,
    });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['upgrade-insecure-requests']).toEqual([]);
      expect(csp['connect-src']).toEqual(["'self'", 'wss://kontor.example.de']);
    } finally {
      await secure.close();
    }
  });
});
