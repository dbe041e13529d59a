import type pg from 'pg';

/**
 * Runs `work` (which begins a transaction and ends it) on a pooled connection; rolls back on any
 * error, and gives a connection that could not even roll back not to the next request.
 */
export async function onPoolConnection<T>(pool: pg.Pool, work: (connection: pg.PoolClient) => Promise<T>) {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    return await work(connection);
  } catch (error) {
    // If a message or COMMIT failed half-way the connection may still be inside a transaction.
    await connection.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    connection.release(broken);
  }
}
