// Sign-in and /api/me throughput of the API, on PGlite and (when reachable) PostgreSQL; on
// PostgreSQL right after /api/me also `pgbench -S` at the same connections, and /api/me's share of it
// (issue #11 goal 1: ≥ 15 %, p99 ≤ 20 ms). Run from the repository root: `BENCH_SECONDS=10 npm run
// bench` (BENCH_DATABASES=postgres, BENCH_SCENARIOS=me to run a part). See docs/PERFORMANCE.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { createBenchDatabase } from './lib/postgres-database.ts';
import { printTable } from './lib/print-table.ts';
import { runPgbenchSelectOnly, type PgbenchResult } from './lib/run-pgbench.ts';
import { runScenario, type Scenario, type ScenarioResult } from './lib/run-scenario.ts';
import { seedBenchUsers, type Credentials } from './lib/seed-bench-users.ts';
import { startServer } from './lib/start-server.ts';
import { writeResults } from './lib/write-results.ts';

const numberFromEnv = (name: string, fallback: number, min: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}`);
  return value;
};

const settings = {
  seconds: numberFromEnv('BENCH_SECONDS', 10, 1),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2, 0),
  connections: numberFromEnv('BENCH_CONNECTIONS', 50, 1),
  // The throttle counts a sign-in as failed until its password check has passed, so at most 5 of
  // one account and 20 of one address can be in flight. The sign-in scenario therefore rotates
  // through many accounts and client addresses (X-Forwarded-For behind a trusted proxy), as a real
  // crowd of people signing in would look to the API.
  benchUsers: numberFromEnv('BENCH_USERS', 50, 1),
  databases: (process.env.BENCH_DATABASES || 'pglite,postgres').split(','),
  scenarios: (process.env.BENCH_SCENARIOS || 'login,me').split(','),
};

/** Goal of issue #11: /api/me at ≥ 15 % of pgbench -S, p99 ≤ 20 ms, both at 50 connections. */
const GOAL = { shareOfPgbench: 0.15, p99Ms: 20 };
let pgbench: (PgbenchResult & { meShare: number; meP99Ms: number }) | undefined;

const DEMO = { email: 'demo@kontor.test', password: 'Demo-Passwort-1' };

/** Cleanup for whatever is running, so Ctrl-C still stops the API and drops the database. */
const pendingCleanups = new Set<() => Promise<unknown>>();
let interrupted = false;
const onSignal = async (signal: NodeJS.Signals) => {
  interrupted = true;
  console.warn(`\n${signal}: stopping servers and dropping bench databases …`);
  // Newest first: the API stops before its database is dropped.
  for (const cleanup of [...pendingCleanups].reverse()) await cleanup().catch(() => undefined);
  process.exit(130);
};
process.once('SIGINT', (signal) => void onSignal(signal));
process.once('SIGTERM', (signal) => void onSignal(signal));

async function withCleanup<T>(cleanup: () => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  pendingCleanups.add(cleanup);
  try {
    return await work();
  } finally {
    pendingCleanups.delete(cleanup);
    await cleanup();
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${DEMO.email} failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Round-robin over the bench accounts, each request from its own client address. */
const rotatingSignIn = (users: Credentials[]) => {
  let next = 0;
  return (request: autocannon.Request) => {
    const i = next++;
    const user = users[i % users.length]!;
    return {
      ...request,
      body: JSON.stringify(user),
      headers: {
        ...request.headers,
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
    };
  };
};

const scenarios = (token: string, users: Credentials[]) => {
  const all: (Scenario & { key: string })[] = [
    {
      key: 'login',
      name: 'POST /auth/login',
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
      setupRequest: rotatingSignIn(users),
      connections: settings.connections,
    },
    {
      key: 'me',
      name: 'GET /api/me',
      method: 'GET',
      path: '/api/me',
      headers: { authorization: `Bearer ${token}` },
      connections: settings.connections,
    },
  ];
  return all.filter((s) => settings.scenarios.includes(s.key));
};

/** Starts the API on one database, runs every scenario against it, stops it. */
async function benchDatabase(
  database: string,
  env: Record<string, string>,
  users: Credentials[],
): Promise<ScenarioResult[]> {
  console.log(`\n▶ ${database}: starting the API …`);
  const server = await startServer({ ...env, TRUST_PROXY: 'true' }, { label: database });
  return withCleanup(
    () => server.stop(),
    async () => {
      // One sign-in up front proves the credentials before anything is hammered with them.
      const token = await signIn(server.url);
      const results: ScenarioResult[] = [];
      for (const scenario of scenarios(token, users)) {
        if (interrupted) break;
        console.log(
          `  ${scenario.name}: ${scenario.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`,
        );
        results.push(
          await runScenario(database, server.url, scenario, { ...settings, serverPid: server.pid }),
        );
      }
      const me = results.find((r) => r.scenario === 'GET /api/me');
      if (env.DATABASE_URL && me && !interrupted) {
        // The API stays up (idle) so both figures come from the same minutes and the same load.
        console.log(`  pgbench -S: ${settings.connections} connections, ${settings.seconds} s`);
        const figures = runPgbenchSelectOnly(env.DATABASE_URL, settings);
        pgbench = { ...figures, meShare: me.requestsPerSecond / figures.tps, meP99Ms: me.latencyP99Ms };
      }
      console.log();
      printTable(results);
      return results;
    },
  );
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-bench-'));
  return withCleanup(
    async () => rmSync(dataDir, { recursive: true, force: true }),
    async () =>
      benchDatabase('pglite', { DATA_DIR: dataDir }, await seedBenchUsers({ dataDir }, settings.benchUsers)),
  );
}

async function benchPostgres(): Promise<ScenarioResult[] | { skipped: string }> {
  const fresh = await createBenchDatabase();
  if ('skipped' in fresh) return fresh;
  console.log(`\n  database ${fresh.name} created`);
  return withCleanup(
    async () => {
      await fresh.drop();
      console.log(`  database ${fresh.name} dropped`);
    },
    async () =>
      benchDatabase(
        'postgres',
        { DATABASE_URL: fresh.url, SECRET_KEY: randomBytes(32).toString('base64') },
        await seedBenchUsers({ databaseUrl: fresh.url }, settings.benchUsers),
      ),
  );
}

const startedAt = new Date();
const results: ScenarioResult[] = [];
const problems: string[] = [];
let failed = false;
for (const [database, run] of (
  [
    ['pglite', benchPglite],
    ['postgres', benchPostgres],
  ] as const
).filter(([name]) => settings.databases.includes(name))) {
  if (interrupted) break;
  try {
    const outcome = await run();
    if ('skipped' in outcome) {
      console.warn(`\n⚠ ${database} skipped: ${outcome.skipped}`);
      problems.push(`${database} skipped: ${outcome.skipped}`);
    } else {
      results.push(...outcome);
    }
  } catch (error) {
    console.error(`\n✖ ${database} failed: ${(error as Error).message}`);
    problems.push(`${database} failed: ${(error as Error).message}`);
    failed = true;
  }
}

if (results.length > 0) {
  console.log('\nSummary');
  printTable(results);
}

if (pgbench) {
  const share = `${(pgbench.meShare * 100).toFixed(1)} %`;
  const mark = (ok: boolean) => (ok ? '✔' : '✖');
  console.log(
    `\npgbench -S -c ${pgbench.connections} -j 2: ${pgbench.tps.toFixed(0)} tps (load ${pgbench.loadAverage.before.toFixed(1)}→${pgbench.loadAverage.after.toFixed(1)})`,
  );
  console.log(
    `${mark(pgbench.meShare >= GOAL.shareOfPgbench)} GET /api/me = ${share} of pgbench -S (goal ≥ ${GOAL.shareOfPgbench * 100} %)`,
  );
  console.log(
    `${mark(pgbench.meP99Ms <= GOAL.p99Ms)} GET /api/me p99 ${pgbench.meP99Ms} ms (goal ≤ ${GOAL.p99Ms} ms)`,
  );
}

writeResults('auth', startedAt, { settings, results, pgbench, problems });

const unclean = results.some((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
if (failed || unclean) process.exitCode = 1;
