import pg from 'pg';

/** One connection to `databaseUrl` (as its user, the owner in the benches) for `work`, closed afterwards. */
export async function withClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
