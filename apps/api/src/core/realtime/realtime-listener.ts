import { z } from 'zod';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { CHANGES_CHANNEL, SESSIONS_CHANNEL } from './channels.ts';
import type { ConnectionRegistry } from './connection-registry.ts';
import type { ChangeEvent } from './realtime-connection.ts';

const ZChangeNotification = z.object({
  tenantId: z.number().int().positive(),
  entity: z.string(),
  id: z.string().nullable(),
  action: z.string(),
});

function parseChangeNotification(payload: string): ChangeEvent | undefined {
  try {
    const parsed = ZChangeNotification.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One subscription per channel for the whole process, fanned out to the connections here.
 * NOTIFY reaches every process listening on the database, so each one serves its own sockets.
 */
export async function listenForRealtimeEvents(
  database: Database,
  registry: ConnectionRegistry,
  log: Logger,
): Promise<() => Promise<void>> {
  const stopChanges = await database.listen(CHANGES_CHANNEL, (payload) => {
    const event = parseChangeNotification(payload);
    if (event) registry.deliverChange(event);
    else log.warn({ payload }, 'realtime: ignored malformed change notification');
  });
  const stopSessions = await database.listen(SESSIONS_CHANNEL, (sessionId) => registry.endSession(sessionId));
  return async () => {
    await stopChanges();
    await stopSessions();
  };
}
