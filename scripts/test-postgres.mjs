// Runs the PostgreSQL integration project on a fresh throw-away database, optionally only some
// files: `node scripts/test-postgres.mjs apps/api/src/modules/entities`. Lets several people
// (or agents) test at once without sharing a database.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kontor_test_${Date.now()}_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'postgres', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, KONTOR_TEST_DATABASE_URL: url.toString() },
});
const drop = new pg.Client({ connectionString: adminUrl });
await drop.connect();
await drop.query(`drop database if exists ${name} with (force)`);
await drop.end();
process.exit(result.status ?? 1);
