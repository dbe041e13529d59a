// Outgoing documents at scale: one tenant with 100,000 documents (and 1,000 customers) on
// PostgreSQL — list p99 with the filters the list screen offers, and finalize throughput (number
// range lock + PDF / e-invoice rendering + validation + archive in one transaction, ADR 8).
// Run from the repository root: `npm run bench:documents -w bench`. See docs/PERFORMANCE.md.
import { randomBytes } from 'node:crypto';
import { ZDocumentFilter, ZDocumentListQuery } from '@kontor/contracts';
import type autocannon from 'autocannon';
import { addMember, provisionTenant } from '../apps/api/src/modules/tenancy/index.ts';
import { openPostgres } from '../apps/api/src/db/open-postgres.ts';
import type { Tx } from '../apps/api/src/db/database.ts';
import { listDocuments, sumDocuments } from '../apps/api/src/modules/documents/index.ts';
import { explainServiceQueries } from './lib/explain-queries.ts';
import { recordServiceQueries, toPgbenchScript } from './lib/record-queries.ts';
import { runPgbenchScript } from './lib/run-pgbench.ts';
import { fillCustomers } from './lib/fill-customers.ts';
import { createBenchDatabase } from './lib/postgres-database.ts';
import { printTable } from './lib/print-table.ts';
import { processCpuMs, runScenario, type Scenario, type ScenarioResult } from './lib/run-scenario.ts';
import { startServer } from './lib/start-server.ts';
import { withClient } from './lib/with-client.ts';
import { writeResults } from './lib/write-results.ts';
import { withCleanup } from './lib/cleanups.ts';
import { wholeNumberFromEnv } from './lib/env-number.ts';

const settings = {
  seconds: wholeNumberFromEnv('BENCH_SECONDS', 10, 1),
  warmupSeconds: wholeNumberFromEnv('BENCH_WARMUP_SECONDS', 2, 0),
  connections: wholeNumberFromEnv('BENCH_CONNECTIONS', 20, 1),
  documents: wholeNumberFromEnv('BENCH_DOCUMENTS', 100_000, 100),
  customers: wholeNumberFromEnv('BENCH_CUSTOMERS', 1000, 10),
  finalizes: wholeNumberFromEnv('BENCH_FINALIZES', 200, 1),
  /** Finalized one at a time first (goal 4), the rest `finalizeConcurrency` at a time. */
  singleFinalizes: wholeNumberFromEnv('BENCH_SINGLE_FINALIZES', 50, 1),
  finalizeConcurrency: wholeNumberFromEnv('BENCH_FINALIZE_CONCURRENCY', 10, 1),
  keepDatabase: process.env.BENCH_KEEP_DATABASE === '1',
  /** `1`: next to each page also the page with count and sums, as the list asked before issue #11 (A/B). */
  pageSums: process.env.BENCH_PAGE_SUMS === '1',
};

/** Issue #11 goal 2: a list page of 50 rows or its sums, one connection … */
const GOAL_P99_MS = 50;
/** … and at 20 connections at least this share of what pgbench reaches with the same statements. */
const GOAL_PGBENCH_SHARE = 0.5;
/** Issue #11 goal 4: one finalize at a time. */
const GOAL_FINALIZE = { p50Ms: 150, p99Ms: 300 };
const PAGE = 50;
const PASSWORD = 'Bench-Passwort-1';

/** The tenant with one Buchhaltung user (documents.*) and complete company data (§14 UStG). */
async function createTenant(databaseUrl: string) {
  const database = await openPostgres({ url: databaseUrl, secretKey: randomBytes(32), poolSize: 2 });
  try {
    const { tenantId, roleIds } = await provisionTenant(database.ownerDb, { name: 'Bench Rechnungs GmbH' });
    const email = 'bench-documents@kontor.test';
    await addMember(
      database.ownerDb,
      tenantId,
      roleIds['Buchhaltung']!,
      { email, name: 'Bench Buchhaltung', password: PASSWORD },
      { firstName: 'Bench', lastName: 'Buchhaltung' },
    );
    return { tenantId, user: { email, password: PASSWORD } };
  } finally {
    await database.close();
  }
}

// Types and statuses in the proportions of a small business's years: mostly invoices, most paid.
const fillSql = `
with customers as (
  select row_number() over (order by id) as k, id, name from entities
  where tenant_id = $1 and type = 'customers'
), n as (select count(*) as c from customers),
shaped as (
  select i,
    case
      when i % 20 < 12 then 'invoice' when i % 20 < 15 then 'quote' when i % 20 = 15 then 'orderConfirmation'
      when i % 20 = 16 then 'deliveryNote' when i % 20 = 17 then 'creditNote' when i % 20 = 18 then 'advanceInvoice'
      else 'cancellation' end as type,
    (hashtext(i::text || 's')::bigint + 2147483648) % 100 as roll,
    date '2021-01-01' + ((hashtext(i::text || 'd')::bigint + 2147483648) % 2150)::int as document_date,
    round((((hashtext(i::text || 'a')::bigint + 2147483648) % 500000) / 100.0 + 10)::numeric, 2) as net,
    1 + (hashtext(i::text || 'c')::bigint + 2147483648) % (select c from n) as customer_k
  from generate_series(1, $2::int) as i
), statused as (
  select s.*, c.id as customer_id, c.name as customer_name,
    case
      when roll < 4 then 'draft'
      when type in ('invoice', 'advanceInvoice') then
        case when roll < 70 then 'paid' when roll < 80 then 'partiallyPaid' when roll < 92 then 'sent'
             when roll < 97 then 'finalized' else 'cancelled' end
      when type = 'quote' then case when roll < 50 then 'accepted' when roll < 70 then 'rejected' else 'sent' end
      else 'finalized' end as status,
    round(s.net * 0.19, 2) as vat
  from shaped s join customers c on c.k = s.customer_k
), numbered as (
  select *, case when status <> 'draft' then upper(left(type, 2)) || '-' || lpad(i::text, 7, '0') end as number
  from statused
)
insert into documents (tenant_id, type, status, number, customer_id, customer_name, document_date, due_date,
  header, lines, net_total, vat_total, gross_total, payable_total, paid_total, search_text,
  finalized_at, created_at, updated_at)
select $1, type, status, number, customer_id, customer_name, document_date,
  case when type in ('invoice', 'advanceInvoice') then document_date + 14 end,
  jsonb_build_object('subject', 'Leistungen ' || to_char(document_date, 'MM/YYYY'), 'vat_treatment', 'standard',
    'payment_term_days', 14, 'service_date', document_date::text),
  jsonb_build_array(jsonb_build_object('kind', 'item', 'key', 'l1', 'article_id', null, 'name', 'Beratung',
    'description', null, 'quantity', '1', 'unit', 'HUR', 'unit_price', net::text, 'discount_percent', null,
    'vat_category', 'S', 'vat_rate', '19')),
  net, vat, net + vat, net + vat,
  case when status = 'paid' then net + vat when status = 'partiallyPaid' then round((net + vat) / 2, 2) else 0 end,
  lower(coalesce(number || ' ', '') || customer_name || ' leistungen ' || to_char(document_date, 'MM/YYYY')),
  case when status <> 'draft' then document_date::timestamptz end,
  document_date::timestamptz, document_date::timestamptz
from numbered`;

async function fillDocuments(databaseUrl: string, tenantId: number, count: number) {
  const started = performance.now();
  return withClient(databaseUrl, async (client) => {
    await client.query(`set work_mem = '256MB'`);
    await client.query(
      `update tenant_settings set street = 'Hauptstraße 1', zip = '10115', city = 'Berlin',
         tax_number = '30/123/45678', vat_id = 'DE123456789', email = 'rechnung@bench.example',
         phone = '+49 30 123456', iban = 'DE02120300000000202051', bic = 'BYLADEM1001',
         einvoice_format = 'zugferd'
       where tenant_id = $1`,
      [tenantId],
    );
    const result = await client.query(fillSql, [tenantId, count]);
    await client.query('vacuum analyze documents');
    const { rows } = await client.query<{ id: number; name: string }>(
      `select e.id, e.name from entities e where e.tenant_id = $1 and e.type = 'customers'
       order by (select count(*) from documents d where d.tenant_id = e.tenant_id and d.customer_id = e.id) desc limit 1`,
      [tenantId],
    );
    return { rows: result.rowCount ?? 0, seconds: (performance.now() - started) / 1000, busiest: rows[0]! };
  });
}

async function signIn(url: string, user: { email: string; password: string }) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function api<T>(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as T };
}

interface ListCase {
  name: string;
  /** The page (`sums=false`, as the list screen asks) or the count and sums of a filter. */
  kind: 'page' | 'sums';
  query: Record<string, string>;
}

const pageQuery = (query: Record<string, string>) => ({ limit: String(PAGE), sums: 'false', ...query });

/** With BENCH_PAGE_SUMS=1 each page case is followed by the same page carrying the sums (before). */
const withPageSums = (cases: ListCase[]) =>
  settings.pageSums
    ? cases.flatMap((c) =>
        c.kind === 'page' && !c.query.cursor
          ? [c, { ...c, name: `${c.name} + sums`, query: { ...c.query, sums: 'true' } }]
          : [c],
      )
    : cases;

const listCases = (customerId: number, term: string, page100Cursor: string): ListCase[] => [
  { name: 'page 1 (newest first)', kind: 'page', query: {} },
  { name: 'page 100 (offset)', kind: 'page', query: { offset: String(99 * PAGE) } },
  { name: 'page 100 (cursor)', kind: 'page', query: { cursor: page100Cursor } },
  { name: 'overdue', kind: 'page', query: { status: 'overdue' } },
  {
    name: 'invoices 2024, by gross',
    kind: 'page',
    query: { type: 'invoice', from: '2024-01-01', to: '2024-12-31', sort: '-gross' },
  },
  { name: 'one customer', kind: 'page', query: { customer_id: String(customerId) } },
  { name: `search "${term}"`, kind: 'page', query: { q: term } },
  { name: 'search number', kind: 'page', query: { q: 'IN-00047' } },
  { name: 'sums: all', kind: 'sums', query: {} },
  { name: 'sums: overdue', kind: 'sums', query: { status: 'overdue' } },
  {
    name: 'sums: invoices 2024',
    kind: 'sums',
    query: { type: 'invoice', from: '2024-01-01', to: '2024-12-31' },
  },
  { name: `sums: search "${term}"`, kind: 'sums', query: { q: term } },
];

const casePath = (c: ListCase) =>
  c.kind === 'page'
    ? `/api/documents?${new URLSearchParams(pageQuery(c.query)).toString()}`
    : `/api/documents/sums?${new URLSearchParams(c.query).toString()}`;

/** What the route runs for the case, for recording its statements. */
const caseWork = (c: ListCase, tenantId: number) => (tx: Tx) =>
  c.kind === 'page'
    ? listDocuments(tx, tenantId, ZDocumentListQuery.parse(pageQuery(c.query)))
    : sumDocuments(tx, tenantId, ZDocumentFilter.parse(c.query));

/** Drafts created through the API, then finalized `concurrency` at a time; latency per finalize. */
async function measureFinalize(
  url: string,
  token: string,
  customerId: number,
  { count, concurrency, serverPid }: { count: number; concurrency: number; serverPid: number },
) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const created = await api<{ id: number; version: number }>(url, token, 'POST', '/api/documents', {
      type: 'invoice',
      customer_id: customerId,
      document_date: '2026-11-20',
      service_date: '2026-11-19',
      lines: [
        {
          kind: 'item',
          key: 'a',
          name: 'Beratung',
          quantity: '8',
          unit: 'HUR',
          unit_price: '95',
          vat_category: 'S',
          vat_rate: '19',
        },
        {
          kind: 'item',
          key: 'b',
          name: 'Lizenz',
          quantity: '1',
          unit: 'C62',
          unit_price: '249.90',
          vat_category: 'S',
          vat_rate: '19',
        },
      ],
    });
    if (created.status !== 201) throw new Error(`draft: ${created.status} ${JSON.stringify(created.json)}`);
    ids.push(created.json.id);
  }
  const latencies: number[] = [];
  const failures: string[] = [];
  const cpuBefore = processCpuMs(serverPid);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const t0 = performance.now();
      const response = await api<{ error?: { message: string } }>(
        url,
        token,
        'POST',
        `/api/documents/${id}/finalize`,
        {
          version: 1,
        },
      );
      latencies.push(performance.now() - t0);
      if (response.status !== 200) failures.push(`${response.status} ${response.json.error?.message ?? ''}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(serverPid);
  const inOrderMs = [...latencies];
  latencies.sort((a, b) => a - b);
  const quantile = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    finalizes: ids.length,
    concurrency,
    perSecond: ids.length / seconds,
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
    /** The API process's CPU per finalize: steadier than wall time on a shared machine. */
    serverCpuMs:
      cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / ids.length : null,
    failures: failures.length,
    firstFailure: failures[0] ?? null,
    inOrderMs,
  };
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
      const { tenantId, user } = await createTenant(fresh.url);
      await fillCustomers(fresh.url, {
        bigTenantId: tenantId,
        bigCount: settings.customers,
        smallTenants: 0,
      });
      console.log(`filling ${settings.documents} documents …`);
      const fill = await fillDocuments(fresh.url, tenantId, settings.documents);
      console.log(`  ${fill.rows} rows in ${fill.seconds.toFixed(1)} s`);
      const term = fill.busiest.name.split(' ')[0]!.toLowerCase();

      const server = await startServer(
        { DATABASE_URL: fresh.url, SECRET_KEY: randomBytes(32).toString('base64'), SEED_DEMO: 'false' },
        { label: 'postgres' },
      );
      return withCleanup(
        () => server.stop(),
        async () => {
          const token = await signIn(server.url, user);
          const page99 = await api<{ next_cursor: string }>(
            server.url,
            token,
            'GET',
            `/api/documents?${new URLSearchParams(pageQuery({ offset: String(98 * PAGE) })).toString()}`,
          );
          const cases = withPageSums(listCases(fill.busiest.id, term, page99.json.next_cursor));
          console.log('\nAnswers (items / total / sums):');
          for (const c of cases) {
            const answer = await api<{ items?: unknown[]; total?: number; sums?: Record<string, string> }>(
              server.url,
              token,
              'GET',
              casePath(c),
            );
            console.log(
              `  ${c.name.padEnd(30)} ${answer.status} ${answer.json.items?.length ?? '–'} / ${answer.json.total ?? '–'} / ${JSON.stringify(answer.json.sums ?? null)}`,
            );
          }

          // Per case: one connection, 20 connections, then pgbench with the very statements the
          // route sends at 20 connections — back to back, so the ratio compares the same minute.
          const results: ScenarioResult[] = [];
          const shares: {
            scenario: string;
            apiPerSecond: number;
            pgbenchTps: number;
            share: number;
            /** The pgbench script, to repeat a figure by hand. */
            script: string;
          }[] = [];
          for (const c of cases) {
            for (const connections of [1, settings.connections]) {
              const scenario: Scenario = {
                name: c.name,
                method: 'GET',
                path: casePath(c),
                setupRequest: (request: autocannon.Request) => ({
                  ...request,
                  headers: { ...request.headers, authorization: `Bearer ${token}` },
                }),
                connections,
              };
              results.push(
                await runScenario('postgres', server.url, scenario, { ...settings, serverPid: server.pid }),
              );
            }
            const script = toPgbenchScript(
              await recordServiceQueries(fresh.url, tenantId, caseWork(c, tenantId)),
              tenantId,
            );
            // A heavy statement on a busy machine may finish no transaction within the run:
            // pgbench then prints no tps (counted as 0, the share as unknown).
            const pgbenchTps = (() => {
              try {
                return runPgbenchScript(fresh.url, script, {
                  connections: settings.connections,
                  seconds: settings.seconds,
                }).tps;
              } catch (error) {
                if (error instanceof Error && error.message.startsWith('pgbench printed no tps')) return 0;
                throw error;
              }
            })();
            const apiPerSecond = results.at(-1)!.requestsPerSecond;
            shares.push({
              scenario: c.name,
              apiPerSecond,
              pgbenchTps,
              share: pgbenchTps > 0 ? apiPerSecond / pgbenchTps : Number.NaN,
              script,
            });
            console.log(
              `  ${c.name.padEnd(30)} API ${apiPerSecond.toFixed(0)} req/s ÷ pgbench ${pgbenchTps.toFixed(0)} tps = ${((100 * apiPerSecond) / pgbenchTps).toFixed(0)} % (goal ≥ ${100 * GOAL_PGBENCH_SHARE} %)`,
            );
          }
          console.log();
          printTable(results);

          console.log('\nDatabase time per statement (EXPLAIN ANALYZE, warm cache)');
          const explained: Record<string, { label: string; executionMs: number }[]> = {};
          for (const c of cases) {
            const statements = await explainServiceQueries(fresh.url, tenantId, caseWork(c, tenantId));
            explained[c.name] = statements.map(({ label, executionMs }) => ({ label, executionMs }));
            console.log(
              `  ${c.name.padEnd(30)} ${statements.map((s) => `${s.label} ${s.executionMs.toFixed(2)} ms`).join(', ')}`,
            );
          }

          // The first finalizes after start load the PDF fonts and the e-invoice schemas: timed, not counted.
          const warmUp = await measureFinalize(server.url, token, fill.busiest.id, {
            count: 3,
            concurrency: 1,
            serverPid: server.pid,
          });
          console.log(
            `\nwarm-up: 3 finalizes after start, ${warmUp.inOrderMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
          );
          const finalize = [];
          for (const run of [
            { count: settings.singleFinalizes, concurrency: 1 },
            { count: settings.finalizes, concurrency: settings.finalizeConcurrency },
          ]) {
            console.log(`\nfinalizing ${run.count} invoices, ${run.concurrency} at a time …`);
            const figures = await measureFinalize(server.url, token, fill.busiest.id, {
              ...run,
              serverPid: server.pid,
            });
            console.log(
              `  ${figures.perSecond.toFixed(1)} finalizes/s, p50 ${figures.p50Ms.toFixed(0)} ms, p99 ${figures.p99Ms.toFixed(0)} ms, ` +
                `API CPU ${figures.serverCpuMs?.toFixed(0) ?? '?'} ms each, ` +
                `${figures.failures} failed${figures.firstFailure ? ` (first: ${figures.firstFailure})` : ''}`,
            );
            finalize.push(figures);
          }
          return {
            fill: { rows: fill.rows, seconds: fill.seconds },
            results,
            shares,
            explained,
            finalizeWarmUpMs: warmUp.inOrderMs,
            finalize,
          };
        },
      );
    },
  );
}

const startedAt = new Date();
const outcome = await run();
const single = outcome.results.filter((r) => r.connections === 1);
const latencyMet = single.every((r) => r.totalRequests > 0 && r.latencyP99Ms <= GOAL_P99_MS);
const shareMet = outcome.shares.every((s) => s.share >= GOAL_PGBENCH_SHARE);
const alone = outcome.finalize[0]!;
const finalizeMet = alone.p50Ms <= GOAL_FINALIZE.p50Ms && alone.p99Ms <= GOAL_FINALIZE.p99Ms;
const mark = (met: boolean) => (met ? '✔' : '✖');
console.log(
  `\n${mark(latencyMet)} goal: p99 ≤ ${GOAL_P99_MS} ms with 1 connection for a page of ${PAGE} or its sums`,
);
console.log(
  `${mark(shareMet)} goal: at ${settings.connections} connections ≥ ${100 * GOAL_PGBENCH_SHARE} % of pgbench with the same statements`,
);
console.log(
  `${mark(finalizeMet)} goal: finalize alone p50 ≤ ${GOAL_FINALIZE.p50Ms} ms (${alone.p50Ms.toFixed(0)}), p99 ≤ ${GOAL_FINALIZE.p99Ms} ms (${alone.p99Ms.toFixed(0)})`,
);
writeResults('documents', startedAt, {
  settings,
  goal: {
    p99Ms: GOAL_P99_MS,
    pgbenchShare: GOAL_PGBENCH_SHARE,
    finalize: GOAL_FINALIZE,
    met: { latency: latencyMet, share: shareMet, finalize: finalizeMet },
  },
  ...outcome,
});
const unclean =
  outcome.results.some((r) => r.totalRequests === 0 || r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) ||
  outcome.finalize.some((f) => f.failures > 0);
if (unclean || !latencyMet || !shareMet || !finalizeMet) process.exitCode = 1;
