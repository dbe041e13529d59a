import { REALTIME_CLOSE } from '@kontor/contracts';
import { CLOSE_REASONS, type ChangeEvent, type RealtimeConnection } from './realtime-connection.ts';

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;

/** The open connections of this process; each one decides itself whether an event is its own. */
export function createConnectionRegistry() {
  const connections = new Set<RealtimeConnection>();
  return {
    add: (connection: RealtimeConnection) => void connections.add(connection),
    remove: (connection: RealtimeConnection) => void connections.delete(connection),
    get size() {
      return connections.size;
    },
    deliverChange(event: ChangeEvent) {
      for (const connection of connections) connection.deliver(event);
    },
    endSession(sessionId: string) {
      for (const connection of connections) {
        if (connection.auth?.sessionId === sessionId)
          connection.close(REALTIME_CLOSE.unauthorized, CLOSE_REASONS.sessionEnded);
      }
    },
  };
}
