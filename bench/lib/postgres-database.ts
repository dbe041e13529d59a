import pg from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
  /** The server's maintenance database (to look at the bench database from outside). */
  adminUrl: string;
  /** `drop database … with (force)`; safe to call twice. */
  drop(): Promise<void>;
}

const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh `kontor_bench_<timestamp>` database on BENCH_DATABASE_URL's server or the local one.
 * Returns `{ skipped }` when the local server is not reachable; an explicit BENCH_DATABASE_URL
 * that does not answer is an error.
 */
export async function createBenchDatabase(): Promise<BenchDatabase | { skipped: string }> {
  const explicit = process.env.BENCH_DATABASE_URL;
  const adminUrl = explicit ?? LOCAL_ADMIN_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    const reason = `PostgreSQL not reachable at ${new URL(adminUrl).host} (${(error as Error).message})`;
    if (explicit) throw new Error(reason, { cause: error });
    return { skipped: reason };
  }

  const name = `kontor_bench_${Date.now()}`;
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  let dropped = false;
  return {
    name,
    url: url.toString(),
    adminUrl,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
