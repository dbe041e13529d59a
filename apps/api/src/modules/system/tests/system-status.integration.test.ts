import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../../version.ts';
import { createTestApp, testConfig, testDatabaseKind } from '../../../test/test-app.ts';
import { addEmployee, bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const t = useTestAppWithTenant();

const status = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/system/status', ...(token && { headers: bearer(token) }) });

describe('GET /api/system/status', () => {
  it('tells an administrator version, database, realtime path, file store and that mail only goes to the log', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    const res = await status(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: APP_VERSION,
      database: testDatabaseKind(),
      mail: { configured: false },
      realtime: { path: '/realtime/v1' },
      storage: { kind: 'local', ok: true },
    });
  });

  it('reports a file store that cannot be written to', async () => {
    const blocked = await createTestApp({
      // A folder below a regular file can never be created.
      config: {
        files: { ...testConfig().files, store: { kind: 'local', directory: '/dev/null/kontor-files' } },
      },
      database: t.database,
    });
    try {
      const res = await blocked.app.inject({
        method: 'GET',
        url: '/api/system/status',
        headers: bearer(await signInAs(blocked.app, t.tenant.admin)),
      });
      expect(res.json().storage).toEqual({ kind: 'local', ok: false });
      expect(res.body).not.toMatch(/dev\/null/);
    } finally {
      await blocked.close();
    }
  });

  it('reports mail as configured when an SMTP server is set', async () => {
    // Nodemailer connects only when sending, so no SMTP peer is needed to build the mailer.
    const withSmtp = await createTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:2525' },
      database: t.database,
    });
    try {
      const token = await signInAs(withSmtp.app, t.tenant.admin);
      const res = await withSmtp.app.inject({
        method: 'GET',
        url: '/api/system/status',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().mail).toEqual({ configured: true });
    } finally {
      await withSmtp.close();
    }
  });

  it('is for administrators only: a Mitarbeiter gets 403', async () => {
    const res = await status(await signInAs(t.app, t.tenant.employee));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Dafür fehlt Ihnen die Berechtigung.');
  });

  it('refuses anyone who is not signed in', async () => {
    const res = await status();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).not.toMatch(/smtp|pglite|postgres/i);
  });

  it('waits until a pending initial password has been changed', async () => {
    const newcomer = await addEmployee(t.deps, t.tenant, 'newcomer', { mustChangePassword: true });
    const res = await status(await signInAs(t.app, newcomer));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('password_change_required');
  });
});
