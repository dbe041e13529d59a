import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { KeyStore } from './core/auth/signing-keys.ts';
import type { SecretBox } from './core/crypto/secret-box.ts';
import type { BlobStore } from './core/files/blob-store.ts';
import type { Jobs } from './core/jobs/jobs.ts';
import type { Mailer } from './core/mail/mailer.ts';
import type { SmsSender } from './core/sms/sms-sender.ts';
import type { AppDb, Database } from './db/database.ts';

/** What route handlers and services may use; passed explicitly, no container. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: AppDb;
  keys: KeyStore;
  box: SecretBox;
  mailer: Mailer;
  sms: SmsSender;
  /** File contents (local folder or S3); metadata lives in the database. */
  blobStore: BlobStore;
  /** Background jobs (pg-boss); idle until main.ts starts them, so tests opt in. */
  jobs: Jobs;
  log: Logger;
  /** What main.ts is still doing after it answers: `/healthz` reports it. */
  startup: StartupState;
}

/**
 * The demo year's documents are written after the server listens (a first start answers at
 * once); until they are, figures on the demo tenant's pages are still growing.
 */
export interface StartupState {
  demoDocuments: 'none' | 'seeding' | 'ready';
}
