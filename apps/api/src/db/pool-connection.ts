import type pg from 'pg';

/** Sends `opening` (which begins a transaction) on a pooled connection, then `rest`; rolls back on any error. */
export async function onPoolConnection<T>(
  pool: pg.Pool,
  opening: string,
  rest: (connection: pg.PoolClient, openingResults: unknown) => Promise<T>,
) {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    return await rest(connection, await connection.query(opening));
  } catch (error) {
    // If the opening message or COMMIT failed half-way the connection may still be inside a transaction.
    await connection.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    // A connection that could not even roll back is not given to the next request.
    connection.release(broken);
  }
}
