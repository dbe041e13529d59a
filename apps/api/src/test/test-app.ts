import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { createDeps } from '../create-deps.ts';
import { createLogger } from '../logger.ts';
import type { Database } from '../db/database.ts';
import { openPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';

/** Which database this test run uses: vitest project `pglite` or `postgres` (see vitest.config.ts). */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.KONTOR_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') return openPglite();
  const url = process.env.KONTOR_TEST_DATABASE_URL;
  if (!url)
    throw new Error('KONTOR_TEST_DATABASE_URL is not set: run the postgres project through `npm test`');
  return openPostgres({ url, secretKey: TEST_SECRET_KEY, poolSize: 5 });
}

export const TEST_SECRET_KEY = Buffer.alloc(32, 7);
const TEST_FILES_ROOT = join(tmpdir(), 'kontor-test-files');

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    databaseAppUrl: undefined,
    databasePoolSize: 5,
    publicUrl: 'http://localhost:3000',
    allowedOrigins: ['http://localhost:3000'],
    // One key for all test apps: on PostgreSQL they share the signing_keys table, as processes in production do.
    secretKey: TEST_SECRET_KEY,
    smtpUrl: undefined,
    mailFrom: 'Kontor <no-reply@kontor.test>',
    // The tests' SMTP peers listen on 127.0.0.1; one test turns this off to see the refusal.
    mailAllowPrivateHosts: true,
    seedDemo: false,
    trustProxy: false,
    logLevel: 'silent',
    logFormat: 'json',
    webDist: '/nonexistent',
    // A folder per test app: tenant ids repeat across the test databases.
    files: {
      store: { kind: 'local', directory: join(TEST_FILES_ROOT, randomUUID()) },
      maxFileBytes: 25 * 1024 * 1024,
      tenantQuotaBytes: 2 * 1024 * 1024 * 1024,
    },
    workingTimeRetentionYears: 2,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

/** A real app on a real database (one per test file); tests create their own tenants on it. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    deps?: Partial<AppDeps>;
    app?: BuildAppOptions;
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const log = createLogger(process.env.KONTOR_TEST_LOG ?? 'silent');
  const deps = createDeps(testConfig(options.config), database, log, options.deps);
  const app = await buildApp(deps, options.app);
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await deps.jobs.stop();
      if (!options.database) await database.close();
      const store = deps.config.files.store;
      if (store.kind === 'local' && store.directory.startsWith(TEST_FILES_ROOT)) {
        await rm(store.directory, { recursive: true, force: true });
      }
    },
  };
}
