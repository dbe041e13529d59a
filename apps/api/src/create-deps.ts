import type { Logger } from 'pino';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { createKeyStore } from './core/auth/signing-keys.ts';
import { createSecretBox } from './core/crypto/secret-box.ts';
import { createBlobStore } from './core/files/create-blob-store.ts';
import { createJobs } from './core/jobs/jobs.ts';
import { createMailer } from './core/mail/mailer.ts';
import { createLogSmsSender } from './core/sms/sms-sender.ts';
import type { Database } from './db/database.ts';
import { openPglite } from './db/open-pglite.ts';
import { openPostgres } from './db/open-postgres.ts';

/** Opens (and migrates) the configured database: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export const openDatabase = (config: Config, log: Logger): Promise<Database> =>
  config.databaseUrl
    ? openPostgres({
        url: config.databaseUrl,
        appUrl: config.databaseAppUrl,
        secretKey: config.secretKey,
        poolSize: config.databasePoolSize,
        onConnectionError: (error) => log.error({ err: error }, 'database connection lost; reconnecting'),
      })
    : openPglite(config.dataDir);

export function createDeps(
  config: Config,
  database: Database,
  log: Logger,
  overrides: Partial<AppDeps> = {},
): AppDeps {
  const box = createSecretBox(config.secretKey);
  return {
    config,
    database,
    db: database.db,
    box,
    keys: createKeyStore(database.ownerDb, box),
    mailer: createMailer(config.smtpUrl, config.mailFrom, log),
    sms: createLogSmsSender(log),
    blobStore: createBlobStore(config.files.store),
    jobs: createJobs(database.jobsConnection, log),
    log,
    startup: { demoDocuments: 'none' },
    ...overrides,
  };
}
