import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  // Optional: the login for request work (ADR 9); without it kontor_app with a password from SECRET_KEY.
  DATABASE_APP_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://kontor.example.de' }).optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  SECRET_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, { error: 'must be 32 bytes, base64-encoded' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('Kontor <no-reply@kontor.local>'),
  MAIL_ALLOW_PRIVATE_HOSTS: ZBooleanFlag.default(false),
  SEED_DEMO: ZBooleanFlag.default(true),
  TRUST_PROXY: ZBooleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines in a terminal, JSON lines (for log collectors) otherwise.
  LOG_FORMAT: z.enum(['json', 'readable'], { error: 'must be json or readable' }).optional(),
  WEB_DIST: z.string().optional(),
  FILES_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: z
    .url({ error: 'must be an absolute URL such as https://s3.eu-central-1.amazonaws.com' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: ZBooleanFlag.default(false),
  FILE_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int({ error: 'must be a whole number of bytes' })
    .min(1, { error: 'must be at least 1 byte' })
    .default(25 * 1024 * 1024),
  TENANT_FILE_QUOTA_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int({ error: 'must be a whole number of bytes' })
    .min(1, { error: 'must be at least 1 byte' })
    .default(2 * 1024 * 1024 * 1024),
  // § 16 Abs. 2 ArbZG: at least two years; longer when a collective agreement or company rule asks.
  WORKING_TIME_RETENTION_YEARS: z.coerce
    .number({ error: 'must be a number of years' })
    .int({ error: 'must be a whole number of years' })
    .min(2, { error: 'must be at least 2 (§ 16 Abs. 2 ArbZG)' })
    .max(30, { error: 'must be at most 30' })
    .default(2),
});

/** Where file contents live: a folder on this machine, or any S3-compatible object store. */
export type BlobStoreConfig =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      /** Both absent: the SDK's default credential chain (environment, instance role). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface FilesConfig {
  store: BlobStoreConfig;
  maxFileBytes: number;
  tenantQuotaBytes: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Request work's login on PostgreSQL; undefined: kontor_app with the derived password. */
  databaseAppUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  allowedOrigins: string[];
  secretKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Tenants' SMTP accounts may point at loopback, link-local and private addresses. */
  mailAllowPrivateHosts: boolean;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  logFormat: 'json' | 'readable' | undefined;
  webDist: string | undefined;
  files: FilesConfig;
  /** Working-time records older than this many years are deleted by the maintenance job. */
  workingTimeRetentionYears: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Reads and checks the environment; throws one ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.DATABASE_APP_URL && !e.DATABASE_URL) {
    throw new ConfigError(['DATABASE_APP_URL: only used together with DATABASE_URL']);
  }
  if (e.DATABASE_URL && !e.SECRET_KEY) {
    throw new ConfigError([
      'SECRET_KEY: required with DATABASE_URL (32 random bytes, base64), e.g. `openssl rand -base64 32`',
    ]);
  }
  const files = filesConfig(e, dataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseAppUrl: e.DATABASE_APP_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...e.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    secretKey: e.SECRET_KEY ? Buffer.from(e.SECRET_KEY, 'base64') : loadOrCreateSecretKey(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailAllowPrivateHosts: e.MAIL_ALLOW_PRIVATE_HOSTS,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: e.WEB_DIST,
    files,
    workingTimeRetentionYears: e.WORKING_TIME_RETENTION_YEARS,
  };
}

function filesConfig(e: z.output<typeof ZEnv>, dataDir: string): FilesConfig {
  const limits = { maxFileBytes: e.FILE_MAX_BYTES, tenantQuotaBytes: e.TENANT_FILE_QUOTA_BYTES };
  if (e.FILES_STORE === 'local')
    return { store: { kind: 'local', directory: join(dataDir, 'files') }, ...limits };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required with FILES_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    store: {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    ...limits,
  };
}

/** The embedded default keeps its encryption key beside the data, created once (mode 0600). */
function loadOrCreateSecretKey(dataDir: string): Buffer {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}
