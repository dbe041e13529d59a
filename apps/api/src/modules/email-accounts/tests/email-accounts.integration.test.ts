import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAccounts } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { bearer, createTestTenant, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import {
  PEER_PASSWORD,
  PEER_USER,
  startAuthSmtpPeer,
  startBannerServer,
  type AuthSmtpPeer,
} from '../../../test/smtp-auth-peer.ts';

// Everything the app logs, unredacted and at the finest level: the password must not be in it at all.
const logLines: string[] = [];
const captureLog = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

const t = useTestAppWithTenant({ deps: { log: captureLog } }, 'Versand Test GmbH');
let peer: AuthSmtpPeer;
let token: string;
beforeAll(async () => {
  peer = await startAuthSmtpPeer();
  token = await signInAs(t.app, t.tenant.admin);
});
afterAll(() => peer?.close());

const accountInput = (overrides: object = {}) => ({
  name: 'Buchhaltung',
  from_name: 'Versand Test GmbH',
  from_address: 'rechnung@versand-test.de',
  reply_to: 'buchhaltung@versand-test.de',
  host: peer.host,
  port: peer.port,
  security: 'none',
  username: PEER_USER,
  password: PEER_PASSWORD,
  bcc: null,
  is_default: false,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

describe('SMTP accounts (/api/email-accounts)', () => {
  it('stores the password sealed, never returns it, and the first account becomes the default', async () => {
    const created = await call('POST', '/api/email-accounts', accountInput());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Buchhaltung', has_password: true, is_default: true });
    expect(created.json()).not.toHaveProperty('password');
    expect(created.body).not.toContain(PEER_PASSWORD);

    const [row] = await withTenant(t.deps.db, t.tenant.tenantId, (tx) => tx.select().from(emailAccounts));
    expect(row!.passwordSealed).toBeTruthy();
    expect(row!.passwordSealed).not.toContain(PEER_PASSWORD);
    expect(t.deps.box.open(row!.passwordSealed!)).toBe(PEER_PASSWORD);
  });

  it('"Verbindung testen" logs in at the real server and keeps the result on the account', async () => {
    const id = (await call('POST', '/api/email-accounts', accountInput({ name: 'Test ok' }))).json().id;
    const res = await call('POST', `/api/email-accounts/${id}/test`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: 'Verbindung und Anmeldung erfolgreich.' });
    expect((await call('GET', `/api/email-accounts/${id}`)).json()).toMatchObject({ last_test_result: 'ok' });
  });

  it('a wrong password is reported in German without the server’s words; an empty password keeps the stored one', async () => {
    const created = (await call('POST', '/api/email-accounts', accountInput({ name: 'Falsch' }))).json();
    const wrong = await call('PUT', `/api/email-accounts/${created.id}`, {
      ...accountInput({ name: 'Falsch', password: 'kein-Passwort' }),
      version: created.version,
    });
    expect(wrong.statusCode).toBe(200);
    const res = (await call('POST', `/api/email-accounts/${created.id}/test`)).json();
    expect(res.ok).toBe(false);
    expect(res.message).toBe(
      'Der Server hat die Anmeldung abgelehnt. Bitte Benutzername und Passwort prüfen.',
    );
    expect((await call('GET', `/api/email-accounts/${created.id}`)).json().last_test_result).toBe(
      res.message,
    );

    // Saving again without typing a password keeps the (wrong) one; typing the right one fixes it.
    const kept = await call('PUT', `/api/email-accounts/${created.id}`, {
      ...accountInput({ name: 'Falsch', password: '' }),
      version: wrong.json().version,
    });
    expect(kept.json().has_password).toBe(true);
    expect((await call('POST', `/api/email-accounts/${created.id}/test`)).json().ok).toBe(false);
    await call('PUT', `/api/email-accounts/${created.id}`, {
      ...accountInput({ name: 'Falsch' }),
      version: kept.json().version,
    });
    expect((await call('POST', `/api/email-accounts/${created.id}/test`)).json().ok).toBe(true);
  });

  it('an unreachable server is named with host and port', async () => {
    const id = (await call('POST', '/api/email-accounts', accountInput({ name: 'Weg', port: 1 }))).json().id;
    const res = (await call('POST', `/api/email-accounts/${id}/test`)).json();
    expect(res).toEqual({
      ok: false,
      message: 'Der Server 127.0.0.1:1 ist nicht erreichbar.',
      tested_at: expect.any(String),
    });
  });

  it('a server that is no SMTP server: not reachable, its greeting is not repeated (no port scans)', async () => {
    const banner = await startBannerServer('SSH-2.0-OpenSSH_9.2p1 intern-geheim');
    try {
      const id = (
        await call('POST', '/api/email-accounts', accountInput({ name: 'Kein SMTP', port: banner.port }))
      ).json().id;
      const res = (await call('POST', `/api/email-accounts/${id}/test`)).json();
      expect(res).toMatchObject({
        ok: false,
        message: `Der Server 127.0.0.1:${banner.port} ist nicht erreichbar.`,
      });
      expect(JSON.stringify(res)).not.toMatch(/SSH|geheim/);
    } finally {
      await banner.close();
    }
  });

  it('a change of server, port, encryption or user name needs the password again (it is never sent elsewhere)', async () => {
    const created = (await call('POST', '/api/email-accounts', accountInput({ name: 'Umzug' }))).json();
    for (const change of [
      { host: 'localhost' },
      { port: peer.port + 1 },
      { security: 'starttls' },
      { username: 'jemand@anders.de' },
    ]) {
      const refused = await call('PUT', `/api/email-accounts/${created.id}`, {
        ...accountInput({ name: 'Umzug', password: '', ...change }),
        version: created.version,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        password:
          'Server, Port, Verschlüsselung oder Benutzername wurden geändert: Bitte das Passwort erneut eingeben.',
      });
    }
    // Nothing changed by the refusals.
    expect((await call('GET', `/api/email-accounts/${created.id}`)).json()).toMatchObject({
      host: peer.host,
      port: peer.port,
      version: created.version,
    });
    // With the password typed again, the change is saved; without a user name it is simply dropped.
    const moved = await call('PUT', `/api/email-accounts/${created.id}`, {
      ...accountInput({ name: 'Umzug', host: 'localhost' }),
      version: created.version,
    });
    expect(moved.json()).toMatchObject({ host: 'localhost', has_password: true });
    const noLogin = await call('PUT', `/api/email-accounts/${created.id}`, {
      ...accountInput({ name: 'Umzug', host: peer.host, username: '', password: '' }),
      version: moved.json().version,
    });
    expect(noLogin.json()).toMatchObject({ host: peer.host, username: null, has_password: false });
  });

  it('only one default: choosing another takes it from the first', async () => {
    const second = await call(
      'POST',
      '/api/email-accounts',
      accountInput({ name: 'Vertrieb', is_default: true }),
    );
    const items = (await call('GET', '/api/email-accounts')).json().items;
    expect(
      items.filter((a: { is_default: boolean }) => a.is_default).map((a: { id: number }) => a.id),
    ).toEqual([second.json().id]);
  });

  it('checks the input with German messages and refuses a stale version', async () => {
    const bad = await call(
      'POST',
      '/api/email-accounts',
      accountInput({ from_address: 'keine-adresse', port: 0 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      from_address: 'Bitte eine gültige Absenderadresse angeben.',
      port: 'Bitte einen Port von 1 bis 65535 angeben.',
    });
    const created = (await call('POST', '/api/email-accounts', accountInput({ name: 'Alt' }))).json();
    await call('PUT', `/api/email-accounts/${created.id}`, {
      ...accountInput({ name: 'Neu' }),
      version: created.version,
    });
    const stale = await call('PUT', `/api/email-accounts/${created.id}`, {
      ...accountInput({ name: 'Älter' }),
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a Mitarbeiter without settings rights cannot see or change accounts', async () => {
    const employee = await signInAs(t.app, t.tenant.employee);
    expect((await call('GET', '/api/email-accounts', undefined, employee)).statusCode).toBe(403);
    expect((await call('POST', '/api/email-accounts', accountInput(), employee)).statusCode).toBe(403);
  });

  it('another tenant neither sees nor tests nor deletes the accounts', async () => {
    const mine = (await call('GET', '/api/email-accounts')).json().items[0];
    const other = await createTestTenant(t.deps, 'Fremdfirma GmbH');
    const otherToken = await signInAs(t.app, other.admin);
    expect((await call('GET', '/api/email-accounts', undefined, otherToken)).json().items).toEqual([]);
    expect((await call('GET', `/api/email-accounts/${mine.id}`, undefined, otherToken)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/email-accounts/${mine.id}/test`, undefined, otherToken)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/email-accounts/${mine.id}`, undefined, otherToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/email-accounts/${mine.id}`)).statusCode).toBe(200);
  });

  it('the password appears in no response, no history item and no log line', async () => {
    const history = await call('GET', '/api/historyitems?entity=email_accounts');
    expect(history.statusCode).toBe(200);
    expect(history.json().items.length).toBeGreaterThan(0);
    expect(history.body).not.toContain(PEER_PASSWORD);
    expect((await call('GET', '/api/email-accounts')).body).not.toContain(PEER_PASSWORD);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(PEER_PASSWORD);
  });
});
