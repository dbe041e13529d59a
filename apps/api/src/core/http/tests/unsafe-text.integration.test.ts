import { Writable } from 'node:stream';
import { defineContract } from '@kontor/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withTenant } from '../../../db/with-tenant.ts';
import { createLogger } from '../../../logger.ts';
import { allRoutes } from '../../../routes.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';
import { defineRoute } from '../define-route.ts';
import { UNSAFE_TEXT_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from '../unsafe-text.ts';

// A value that stands for a password hash: it must never reach the log, whatever fails.
const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$Z2VoZWltZXMtc2FsdA$Z2VoZWltZXItaGFzaA';

const contract = (path: string) =>
  defineContract({
    method: 'POST',
    path,
    access: 'authenticated',
    summary: 'test only',
    response: z.object({}),
  });

// Test routes: text no request could bring past the hook, and failing queries with a secret value.
const unstorableTextRoute = defineRoute(contract('/api/test/unstorable-text'), async ({ deps, auth }) => {
  await withTenant(deps.db, auth.tenantId, (tx) => tx.execute(sql`select ${'A\u0000B'}::text`));
  return {};
});
const failingCastRoute = defineRoute(contract('/api/test/failing-cast'), async ({ deps, auth }) => {
  await withTenant(deps.db, auth.tenantId, (tx) => tx.execute(sql`select ${SECRET}::int`));
  return {};
});
const duplicateKeyRoute = defineRoute(contract('/api/test/duplicate-key'), async ({ deps, auth }) => {
  await withTenant(deps.db, auth.tenantId, async (tx) => {
    await tx.execute(sql`create temporary table secrets (hash text unique) on commit drop`);
    // The second insert fails; PostgreSQL's detail says "Key (hash)=(<the value>) already exists."
    await tx.execute(sql`insert into secrets values (${SECRET}), (${SECRET})`);
  });
  return {};
});

const logLines: string[] = [];
const t = useTestAppWithTenant(() => ({
  app: { routes: [...allRoutes, unstorableTextRoute, failingCastRoute, duplicateKeyRoute] },
  deps: {
    log: createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString('utf8'));
          done();
        },
      }),
    ),
  },
}));
let token: string;
beforeAll(async () => {
  token = await signInAs(t.app, t.tenant.admin);
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

const expectRefusedField = (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'Bitte prüfen Sie Ihre Eingaben.',
    error: {
      code: 'validation_failed',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fields: { [field]: UNSAFE_TEXT_MESSAGE },
    },
  });
};

const customerCount = async () => (await get('/api/entities/customers')).json().total as number;

describe('NUL bytes and lone surrogates: 400 in German for every route, nothing stored', () => {
  it('a NUL byte in a nested body field names the field', async () => {
    const before = await customerCount();
    const res = await post('/api/entities/customers', {
      data: { kind: 'company', company_name: 'A\u0000B' },
    });
    expectRefusedField(res, 'data.company_name');
    expect(await customerCount()).toBe(before);
  });

  it('a lone surrogate in a body field, and one in a key', async () => {
    const raw = '{"data":{"kind":"company","company_name":"Kaputt \\ud800 GmbH"}}';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/entities/customers',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: raw,
    });
    expectRefusedField(res, 'data.company_name');
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/entities/customers',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"data":{"kind":"company","company_name":"Gut","\\udc00":"x"}}',
    });
    expectRefusedField(key, 'data._');
  });

  it('a NUL byte in the query string and in a path parameter', async () => {
    expectRefusedField(await get('/api/entities/customers?q=M%00ller'), 'q');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/number-ranges/kaputt%00',
      headers: bearer(token),
      payload: {},
    });
    expectRefusedField(res, 'key');
  });

  it('the sign-in form too (a public route)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a\u0000@kontor.test', password: 'x' },
    });
    expectRefusedField(res, 'email');
  });

  it('text the database itself refuses (22021) answers 400, not 500: the safety net', async () => {
    const res = await post('/api/test/unstorable-text', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: UNSTORABLE_TEXT_MESSAGE,
      error: { code: 'validation_failed', message: UNSTORABLE_TEXT_MESSAGE },
    });
  });
});

/** What the app logged while answering a route whose query fails; the secret must not be in it. */
async function logOfFailingQuery(url: string) {
  logLines.length = 0;
  expect((await post(url, {})).statusCode).toBe(500);
  const log = logLines.join('');
  expect(log).toContain('unhandled error');
  expect(log).not.toContain(SECRET);
  expect(log).not.toContain('argon2');
  return log;
}

describe('logs never contain the values of a failed query', () => {
  it('a failing cast (the database message quotes the value) logs the SQLSTATE, not the value', async () => {
    expect(await logOfFailingQuery('/api/test/failing-cast')).toContain('22P02');
  });

  it('drizzle’s "Failed query … params" text and PostgreSQL’s detail are withheld', async () => {
    const log = await logOfFailingQuery('/api/test/duplicate-key');
    expect(log).toContain('Failed query (text and parameters withheld)');
    expect(log).toContain('23505');
  });
});
