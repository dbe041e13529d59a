import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Me } from '@kontor/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test/test-app.ts';

// The server as an operator runs it: a real process, its log, its signals.
const repoRoot = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'kontor-main-'));
const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
afterAll(() => Promise.all(cleanups.map((c) => c())));

/** An empty database, so the server seeds the demo data as on a newcomer's first start. */
async function emptyDatabaseEnv(): Promise<Record<string, string>> {
  if (testDatabaseKind() === 'pglite') return { DATA_DIR: dataDir };
  const url = new URL(process.env.KONTOR_TEST_DATABASE_URL!);
  const name = `${url.pathname.slice(1)}_main`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  cleanups.push(() => run(`drop database if exists ${name} with (force)`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { DATABASE_URL: own.toString(), SECRET_KEY: Buffer.alloc(32, 7).toString('base64') };
}

function startServer(env: Record<string, string>) {
  const child = spawn(join(repoRoot, 'node_modules/.bin/node'), ['apps/api/src/start.mjs'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

async function waitForLog(server: ReturnType<typeof startServer>, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline || server.child.exitCode !== null)
      throw new Error(`no ${pattern} in:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('starting and stopping the server', () => {
  it('refuses a broken configuration with a list of every problem', async () => {
    const server = startServer({ PORT: 'achtzig', DATABASE_URL: 'mysql://nein', SEED_DEMO: 'vielleicht' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:/);
    expect(server.output()).toMatch(/PORT:/);
    expect(server.output()).toMatch(/DATABASE_URL:/);
    expect(server.output()).toMatch(/SEED_DEMO:/);
  });

  it('starts, seeds and logs the demo accounts, answers /healthz, keeps its keys over a restart and stops on SIGTERM', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const env = { ...(await emptyDatabaseEnv()), PORT: String(port) };
    const first = startServer(env);
    await waitForLog(first, /Kontor läuft auf http:\/\/localhost:\d+/);
    expect(first.output()).toMatch(/demo@kontor\.test \/ Demo-Passwort-1/);
    expect(first.output()).not.toMatch(/"password_hash"|BEGIN PRIVATE|"d":"/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    const firstHealth = (await health.json()) as { demo_documents: string };
    expect(firstHealth).toMatchObject({ status: 'ok', database: testDatabaseKind() });
    // The demo year is written after the server listens; until then pages of the demo tenant grow.
    expect(['seeding', 'ready']).toContain(firstHealth.demo_documents);
    const login = await fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@kontor.test', password: 'Demo-Passwort-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    expect(first.output()).not.toContain(token);
    const meOf = async (email: string, password: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
      return (await (await fetch(`http://127.0.0.1:${port}/api/me`, { headers: auth })).json()) as Me;
    };
    expect((await meOf('demo@kontor.test', 'Demo-Passwort-1')).tenants).toEqual([
      { id: 1, name: 'Muster Handwerk GmbH', role: 'Administrator' },
      { id: 2, name: 'Beispiel Beratung AG', role: 'Buchhaltung' },
    ]);
    expect((await meOf('mitarbeiter@kontor.test', 'Demo-Passwort-1')).tenants).toEqual([
      { id: 1, name: 'Muster Handwerk GmbH', role: 'Mitarbeiter' },
    ]);
    expect((await meOf('neu@kontor.test', 'Start-Passwort-1')).user.must_change_password).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Kontor wird beendet/);

    const second = startServer(env);
    await waitForLog(second, /Kontor läuft auf/);
    // Not empty any more: nothing is seeded, so nothing is pending.
    const secondHealth = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await secondHealth.json()).toMatchObject({ demo_documents: 'none' });
    const me = await fetch(`http://127.0.0.1:${port}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // Two cold starts with migrations and master-data seeding; the demo year then seeds in the background.
  }, 120_000);
});
