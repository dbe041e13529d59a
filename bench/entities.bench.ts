// Master-data lists at scale: one tenant with 100,000 customers among 1,000 small tenants, on
// PostgreSQL. Run from the repository root: `npm run bench:entities`. See docs/PERFORMANCE.md.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZEntityListQuery } from '@kontor/contracts';
import type autocannon from 'autocannon';
import type { Tx } from '../apps/api/src/db/database.ts';
import { getEntity, listEntities } from '../apps/api/src/modules/entities/index.ts';
import { createBenchTenant } from './lib/create-bench-tenant.ts';
import { RARE_SURNAME } from './lib/customer-names.ts';
import { explainServiceQueries, type ExplainedStatement } from './lib/explain-queries.ts';
import { fillCustomers, verifyFilledCustomers } from './lib/fill-customers.ts';
import { createBenchDatabase } from './lib/postgres-database.ts';
import { printTable } from './lib/print-table.ts';
import { runScenario, type Scenario, type ScenarioResult } from './lib/run-scenario.ts';
import type { Credentials } from './lib/seed-bench-users.ts';
import { repoRoot, startServer } from './lib/start-server.ts';
import { withClient } from './lib/with-client.ts';
import { writeResults } from './lib/write-results.ts';
import { withCleanup } from './lib/cleanups.ts';
import { wholeNumberFromEnv } from './lib/env-number.ts';

const settings = {
  seconds: wholeNumberFromEnv('BENCH_SECONDS', 10, 1),
  warmupSeconds: wholeNumberFromEnv('BENCH_WARMUP_SECONDS', 2, 0),
  connections: wholeNumberFromEnv('BENCH_CONNECTIONS', 50, 1),
  /** Each scenario again with one connection: the latency of a single user, without queueing. */
  serialSeconds: wholeNumberFromEnv('BENCH_SERIAL_SECONDS', 5, 0),
  benchUsers: wholeNumberFromEnv('BENCH_USERS', 50, 1),
  bigTenantCustomers: wholeNumberFromEnv('BENCH_BIG_TENANT_CUSTOMERS', 100_000, 100),
  smallTenants: wholeNumberFromEnv('BENCH_SMALL_TENANTS', 1000, 0),
  /** SQL run as the owner after the fill, to try an index or setting before writing its migration. */
  extraSql: process.env.BENCH_EXTRA_SQL ?? '',
  /** Leave the filled database behind for EXPLAIN experiments (drop it by hand afterwards). */
  keepDatabase: process.env.BENCH_KEEP_DATABASE === '1',
};

/** DESIGN goal for a list page of 50 rows with a search term. */
const GOAL_P99_MS = 50;
const PAGE = 50;
const COMMON_TERM = 'müller';
const RARE_TERM = RARE_SURNAME.toLowerCase();
const CITY = 'Köln';

/** Signs every bench user in once, each from its own client address (the throttle counts per address). */
async function signInAll(url: string, users: Credentials[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, user] of users.entries()) {
    const response = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
      body: JSON.stringify(user),
    });
    if (!response.ok)
      throw new Error(`sign-in as ${user.email} failed: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  return tokens;
}

interface ListAnswer {
  items: { id: number }[];
  total: number;
  next_cursor: string | null;
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const customersPath = (query: Record<string, string>) =>
  `/api/entities/customers?${new URLSearchParams({ limit: String(PAGE), ...query }).toString()}`;

/** The cursor that opens page `page` of the default list, by walking there as a user would. */
async function cursorOfPage(url: string, token: string, page: number): Promise<string> {
  let cursor: string | null = null;
  for (let p = 1; p < page; p++) {
    const answer: ListAnswer = await getJson<ListAnswer>(
      `${url}${customersPath(cursor ? { cursor } : {})}`,
      token,
    );
    cursor = answer.next_cursor;
    if (!cursor) throw new Error(`the list ends before page ${page}`);
  }
  return cursor!;
}

/** List scenarios as query parameters; `get` rotates through record ids. */
interface BenchCase {
  name: string;
  query?: Record<string, string>;
  searches?: boolean;
}

const cases = (cursor: string): BenchCase[] => [
  { name: 'list page 1 (sort name)', query: {} },
  { name: 'list page 50 (offset)', query: { offset: String(49 * PAGE) } },
  { name: 'list page 50 (cursor)', query: { cursor } },
  { name: `search common "${COMMON_TERM}"`, query: { q: COMMON_TERM }, searches: true },
  { name: `search rare "${RARE_TERM}"`, query: { q: RARE_TERM }, searches: true },
  { name: `filter city = ${CITY}`, query: { filter: JSON.stringify({ city: CITY }) } },
  { name: 'get by id' },
];

/** Round-robin over the users' tokens (and, for `get`, over record ids). */
const rotating = (tokens: string[], ids?: number[]) => {
  let next = 0;
  return (request: autocannon.Request) => {
    const i = next++;
    return {
      ...request,
      ...(ids && { path: `/api/entities/customers/${ids[i % ids.length]}` }),
      headers: { ...request.headers, authorization: `Bearer ${tokens[i % tokens.length]}` },
    };
  };
};

const toScenario = (c: BenchCase, tokens: string[], ids: number[]): Scenario => ({
  name: c.name,
  method: 'GET',
  path: c.query ? customersPath(c.query) : `/api/entities/customers/${ids[0]}`,
  setupRequest: rotating(tokens, c.query ? undefined : ids),
  connections: settings.connections,
});

const runAsOwner = (databaseUrl: string, statements: string[]) =>
  withClient(databaseUrl, async (client) => {
    for (const statement of statements) await client.query(statement);
  });

const sampleCustomerIds = (databaseUrl: string, tenantId: number) =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select id from entities where tenant_id = $1 and type = 'customers' and archived_at is null
       order by md5(id::text) limit 1000`,
      [tenantId],
    );
    return rows.map((r) => r.id);
  });

/** The statements each scenario's service call runs, with their plans. */
async function explainCases(databaseUrl: string, tenantId: number, list: BenchCase[], id: number) {
  const explained: Record<string, ExplainedStatement[]> = {};
  for (const c of list) {
    const work = c.query
      ? (tx: Tx) =>
          listEntities(tx, tenantId, 'customers', ZEntityListQuery.parse({ limit: PAGE, ...c.query }))
      : (tx: Tx) => getEntity(tx, tenantId, 'customers', id);
    explained[c.name] = await explainServiceQueries(databaseUrl, tenantId, work);
  }
  return explained;
}

function printExplained(explained: Record<string, ExplainedStatement[]>) {
  console.log('\nDatabase time per statement (EXPLAIN ANALYZE, warm cache)');
  for (const [name, statements] of Object.entries(explained)) {
    const parts = statements.map((s) => `${s.label} ${s.executionMs.toFixed(2)} ms`).join(', ');
    console.log(`  ${name.padEnd(30)} ${parts}`);
  }
}

async function run() {
  const fresh = await createBenchDatabase();
  if ('skipped' in fresh) throw new Error(`this benchmark needs PostgreSQL: ${fresh.skipped}`);
  console.log(`database ${fresh.name} created`);
  return withCleanup(
    async () => {
      if (settings.keepDatabase) return console.log(`database kept: ${fresh.url}`);
      await fresh.drop();
      console.log(`database ${fresh.name} dropped`);
    },
    async () => {
      console.log(`migrating, creating the big tenant and ${settings.benchUsers} bench users …`);
      const big = await createBenchTenant(fresh.url, 'Bench Großhandel GmbH', settings.benchUsers);
      console.log(
        `filling ${settings.bigTenantCustomers} customers + ${settings.smallTenants} tenants with ~50 each …`,
      );
      const fill = await fillCustomers(fresh.url, {
        bigTenantId: big.tenantId,
        bigCount: settings.bigTenantCustomers,
        smallTenants: settings.smallTenants,
      });
      const { insertSeconds, indexSeconds, vacuumSeconds } = fill.phases;
      console.log(
        `  ${fill.rows} rows in ${fill.seconds.toFixed(1)} s (insert ${insertSeconds.toFixed(1)} s, ` +
          `indexes ${indexSeconds.toFixed(1)} s, VACUUM ANALYZE ${vacuumSeconds.toFixed(1)} s)`,
      );
      console.log(`  ${await verifyFilledCustomers(fresh.url)} sampled rows match the registry's code`);
      if (settings.extraSql) {
        console.log(`running BENCH_EXTRA_SQL: ${settings.extraSql}`);
        await runAsOwner(fresh.url, [settings.extraSql, 'vacuum analyze entities']);
      }
      const ids = await sampleCustomerIds(fresh.url, big.tenantId);

      const server = await startServer(
        {
          DATABASE_URL: fresh.url,
          SECRET_KEY: randomBytes(32).toString('base64'),
          TRUST_PROXY: 'true',
          SEED_DEMO: 'false',
        },
        { label: 'postgres' },
      );
      return withCleanup(
        () => server.stop(),
        async () => {
          const tokens = await signInAll(server.url, big.users);
          const list = cases(await cursorOfPage(server.url, tokens[0]!, 50));
          const shapes: Record<string, { items: number; total: number }> = {};
          for (const c of list.filter((l) => l.query)) {
            const answer = await getJson<ListAnswer>(`${server.url}${customersPath(c.query!)}`, tokens[0]!);
            shapes[c.name] = { items: answer.items.length, total: answer.total };
          }
          console.log('\nAnswers (items / total):');
          for (const [name, s] of Object.entries(shapes))
            console.log(`  ${name.padEnd(30)} ${s.items} / ${s.total}`);

          const results: ScenarioResult[] = [];
          const serial: ScenarioResult[] = [];
          for (const c of list) {
            console.log(
              `  ${c.name}: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s`,
            );
            const scenario = toScenario(c, tokens, ids);
            results.push(
              await runScenario('postgres', server.url, scenario, { ...settings, serverPid: server.pid }),
            );
            if (settings.serialSeconds > 0)
              serial.push(
                await runScenario(
                  'postgres',
                  server.url,
                  { ...scenario, connections: 1 },
                  { seconds: settings.serialSeconds, warmupSeconds: 1, serverPid: server.pid },
                ),
              );
          }
          console.log();
          printTable(results);
          if (serial.length > 0) {
            console.log('\nOne connection (a single user, no queueing):');
            printTable(serial);
          }
          const explained = await explainCases(fresh.url, big.tenantId, list, ids[0]!);
          printExplained(explained);
          return {
            fill,
            shapes,
            results,
            serial,
            explained,
            searchCases: list.filter((c) => c.searches).map((c) => c.name),
          };
        },
      );
    },
  );
}

const startedAt = new Date();
const outcome = await run();
const goalMet = outcome.results
  .filter((r) => outcome.searchCases.includes(r.scenario))
  // A scenario without a single answer in its measured seconds missed the goal too.
  .every((r) => r.totalRequests > 0 && r.latencyP99Ms <= GOAL_P99_MS);
console.log(`\n${goalMet ? '✔' : '✖'} goal: p99 ≤ ${GOAL_P99_MS} ms for a page of ${PAGE} with search`);

const plansFile = join(
  repoRoot,
  `bench/results/entities-plans-${startedAt.toISOString().slice(0, 19).replaceAll(':', '-')}.txt`,
);
writeResults('entities', startedAt, {
  settings,
  goal: { p99Ms: GOAL_P99_MS, met: goalMet },
  fill: outcome.fill,
  answers: outcome.shapes,
  results: outcome.results,
  serial: outcome.serial,
  statements: Object.fromEntries(
    Object.entries(outcome.explained).map(([name, list]) => [
      name,
      list.map(({ label, executionMs, sql }) => ({ label, executionMs, sql })),
    ]),
  ),
});
writeFileSync(
  plansFile,
  Object.entries(outcome.explained)
    .map(
      ([name, list]) =>
        `### ${name}\n\n${list.map((s) => `-- ${s.label}\n${s.sql}\n${s.plan}`).join('\n\n')}`,
    )
    .join('\n\n'),
);
console.log(`Query plans written to ${plansFile}`);

const unclean = outcome.results.some(
  (r) => r.totalRequests === 0 || r.non2xx > 0 || r.errors > 0 || r.timeouts > 0,
);
if (unclean || !goalMet) process.exitCode = 1;
