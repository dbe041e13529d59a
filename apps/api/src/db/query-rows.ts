import type { SQL } from 'drizzle-orm';
import type { AppDb, Tx } from './database.ts';

/** Raw SQL returning rows; both drivers (pg, PGlite) answer with `{ rows }`. */
export async function queryRows<T>(tx: Tx | AppDb, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
