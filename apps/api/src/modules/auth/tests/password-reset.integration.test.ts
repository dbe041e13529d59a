import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createMailer, type MailMessage } from '../../../core/mail/mailer.ts';
import { historyItems, passwordResetTokens } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import type { ReceivedMail } from '../../../test/smtp-peer.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { addEmployee, bearer, createTestTenant, signInAs, type TestUser } from '../../../test/test-tenant.ts';
import { useTestAppWithSmtpPeer } from '../../../test/use-test-app.ts';
import { hashResetToken } from '../password-reset.service.ts';

const NEW_PASSWORD = 'Neues-Passwort-789';
const ANSWER = {
  message:
    'Wenn ein Konto zu dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen geschickt.',
};
const INVALID_LINK = 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.';

// Failed attempts are also counted per address; an address of its own keeps other test files
// on the same database from adding to (or suffering from) this file's failures.
const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const t = useTestAppWithSmtpPeer({ publicUrl: 'https://kontor.example.de' });

const freshUser = (options: { mustChangePassword?: boolean } = {}) =>
  addEmployee(t.deps, t.tenant, 'reset', options);

const requestReset = (email: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/auth/password/reset', payload: { email } });

const confirm = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/password/reset/confirm',
    payload: { token, new_password: newPassword },
  });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

const mailsTo = (user: TestUser) => t.peer.messages.filter((m) => m.to.includes(user.email));

const linkIn = (mail: ReceivedMail) => {
  const match = /https:\/\/kontor\.example\.de\/password-reset\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { url: match[0], token: match[1]! };
};

/** Requests a link and waits for the `n`-th mail to the user. */
async function receiveLink(user: TestUser, n = 1) {
  expect((await requestReset(user.email)).statusCode).toBe(202);
  await t.peer.waitForMessage(10_000, () => mailsTo(user).length >= n);
  return linkIn(mailsTo(user)[n - 1]!);
}

const tokensOf = (user: TestUser) =>
  t.deps.database.ownerDb.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));

describe('POST /auth/password/reset', () => {
  it('answers the same for an unknown and a known address, and mails only the known one', async () => {
    const user = await freshUser();
    const unknown = 'niemand-da@kontor.test';
    const forUnknown = await requestReset(unknown);
    const forKnown = await requestReset(user.email.toUpperCase());
    for (const res of [forUnknown, forKnown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(ANSWER);
    }
    expect(forKnown.body).toBe(forUnknown.body);

    const mail = await t.peer.waitForMessage(10_000, (m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Kontor: Passwort zurücksetzen');
    expect(mail.from).toBe('no-reply@kontor.test');
    expect(mail.text).toContain('Guten Tag reset,');
    expect(mail.text).toContain('30 Minuten');
    expect(linkIn(mail).token).toMatch(/^[\w-]{43}$/);
    expect(t.peer.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('stores only the hash of the token, valid for 30 minutes', async () => {
    const user = await freshUser();
    const { token } = await receiveLink(user);
    const [row] = await tokensOf(user);
    expect(row!.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
  });

  it('sends at most 3 mails per account in 15 minutes, with the same answer', async () => {
    const user = await freshUser();
    for (let i = 0; i < 4; i++) {
      const res = await requestReset(user.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(ANSWER);
    }
    await t.peer.waitForMessage(10_000, () => mailsTo(user).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo(user)).toHaveLength(3);
    expect(await tokensOf(user)).toHaveLength(3);
  });

  it('refuses malformed input with a German field message', async () => {
    const res = await requestReset('kein-at');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Bitte eine gültige E-Mail-Adresse angeben.' });
  });
});

describe('POST /auth/password/reset/confirm', () => {
  it('sets the new password through the mailed link, ends all sessions and works only once', async () => {
    const user = await freshUser({ mustChangePassword: true });
    const session = await signInAs(t.app, user);
    const { token } = await receiveLink(user);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) })).statusCode).toBe(
      401,
    );
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const signedIn = await signInAs(t.app, { email: user.email, password: NEW_PASSWORD });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(signedIn) });
    expect(me.json().user.must_change_password).toBe(false);

    const again = await confirm(token, 'Noch-ein-Passwort-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(INVALID_LINK);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('records the reset in the history of every tenant of the user', async () => {
    const user = await freshUser({ mustChangePassword: true });
    const second = await createTestTenant(t.deps);
    await addEmployee(t.deps, second, 'reset', { email: user.email });
    const { token } = await receiveLink(user);
    expect((await confirm(token)).statusCode).toBe(200);

    for (const tenantId of [t.tenant.tenantId, second.tenantId]) {
      const items = await withTenant(t.deps.db, tenantId, (tx) =>
        tx
          .select()
          .from(historyItems)
          .where(and(eq(historyItems.entity, 'user'), eq(historyItems.entityId, String(user.id)))),
      );
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        action: 'password_reset',
        actorUserId: user.id,
        changes: { must_change_password: { from: true, to: false } },
      });
      expect(JSON.stringify(items[0])).not.toContain(token);
    }
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await freshUser();
    const { token } = await receiveLink(user);
    await t.deps.database.ownerDb
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));

    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', message: INVALID_LINK });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('invalidates an older link when a newer one is sent', async () => {
    const user = await freshUser();
    const older = await receiveLink(user, 1);
    const newer = await receiveLink(user, 2);
    expect(newer.token).not.toBe(older.token);

    expect((await confirm(older.token)).statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await confirm(newer.token)).statusCode).toBe(200);
  });

  it('refuses an unknown link and a too short password', async () => {
    const unknown = await confirm('dGhpcy1pcy1ub3QtYS1yZWFsLXRva2VuLWF0LWFsbC0xMjM');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(INVALID_LINK);

    const user = await freshUser();
    const { token } = await receiveLink(user);
    const short = await confirm(token, 'kurz');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      new_password: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('lets the owner of the mailbox sign in at once, even after the account was locked', async () => {
    const user = await freshUser();
    for (let i = 0; i < 5; i++) await login(user.email, `falsch-${i}`);
    expect((await login(user.email, user.password)).statusCode).toBe(429);

    const { token } = await receiveLink(user);
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('without SMTP', () => {
  it('writes the mail with the link to the log', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const noSmtp = await createTestApp({
      database: t.database,
      config: { publicUrl: 'https://kontor.example.de' },
      deps: { mailer: createMailer(undefined, 'Kontor <no-reply@kontor.test>', log) },
    });
    try {
      const user = await freshUser();
      const res = await requestReset(user.email, noSmtp.app);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(ANSWER);

      const line = await vi.waitFor(() => {
        const found = lines.find((l) => l.includes(user.email));
        if (!found) throw new Error('nothing logged yet');
        return found;
      });
      const { mail } = JSON.parse(line);
      expect(mail.subject).toBe('Kontor: Passwort zurücksetzen');
      const token = /https:\/\/kontor\.example\.de\/password-reset\?token=([\w-]+)/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      expect((await confirm(token!)).statusCode).toBe(200);
      expect(t.peer.messages.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      await noSmtp.close();
    }
  });
});

describe('a slow mail server', () => {
  it('does not hold up the answer', async () => {
    const sent: MailMessage[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = await createTestApp({
      database: t.database,
      deps: {
        mailer: {
          delivers: true,
          send: async (message) => {
            sent.push(message);
            await gate;
          },
        },
      },
    });
    try {
      const user = await freshUser();
      const res = await requestReset(user.email, slow.app);
      expect(res.statusCode).toBe(202);
      await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual([user.email]));
    } finally {
      release();
      await slow.close();
    }
  });
});
