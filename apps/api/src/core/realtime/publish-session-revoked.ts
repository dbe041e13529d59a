import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { SESSIONS_CHANNEL } from './channels.ts';

/** Tells every API process (after commit) to close realtime connections of these sessions. */
export async function publishSessionRevoked(tx: Tx, sessionIds: string[]) {
  for (const id of sessionIds) await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${id})`);
}
