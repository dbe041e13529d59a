// `npm test`: type-check, lint, unit tests, integration tests on PGlite and on PostgreSQL (a fresh
// database per run on DATABASE_URL's server or the local one at 127.0.0.1:5432), then e2e.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const startedAt = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const stepStartedAt = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds(stepStartedAt)}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label}: ${seconds(stepStartedAt)}`);
};

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function createFreshDatabase() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${new URL(adminUrl).host} (${error.message})` };
  }
  const name = `kontor_test_${Date.now()}_${process.pid}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

// Not side by side: measured on two cores, together they took as long as one after the other.
run('type-check', 'npm', ['run', '-s', 'typecheck']);
run('lint', 'npm', ['run', '-s', 'lint']);
run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
// Two workers even on two cores: PGlite's WASM and the app share each worker's time evenly.
run('integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'pglite', '--maxWorkers=2']);

const fresh = await createFreshDatabase();
if (fresh.skipped) {
  if (process.env.CI) {
    console.error(`✖ ${fresh.skipped}: CI must test on PostgreSQL`);
    process.exit(1);
  }
  console.warn(`⚠ ${fresh.skipped}: PostgreSQL integration tests skipped`);
} else {
  try {
    run('integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'postgres'], {
      KONTOR_TEST_DATABASE_URL: fresh.url,
    });
  } finally {
    await fresh.drop();
  }
}

run('end-to-end tests (Chromium)', 'npm', ['run', '-s', 'test:e2e']);
console.log(`\n✔ all tests passed in ${seconds(startedAt)}`);
