import type { FastifyInstance } from 'fastify';
import { REALTIME_AUTH_TIMEOUT_MS, REALTIME_PATH } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { createConnectionRegistry } from './connection-registry.ts';
import { listenForRealtimeEvents } from './realtime-listener.ts';
import { serveConnection, type WsSocket } from './serve-connection.ts';

export interface RealtimeOptions {
  /** Tests shorten the wait for the first `auth` message. */
  authTimeoutMs?: number;
}

/** WebSocket change feed at /realtime/v1: committed changes of the connection's tenant. */
export function createRealtimePlugin(options: RealtimeOptions = {}) {
  return async function registerRealtime(app: FastifyInstance, deps: AppDeps) {
    const registry = createConnectionRegistry();
    const stopListening = await listenForRealtimeEvents(deps.database, registry, deps.log);
    app.addHook('onClose', async () => {
      await stopListening();
    });
    const context = {
      deps,
      registry,
      authTimeoutMs: options.authTimeoutMs ?? REALTIME_AUTH_TIMEOUT_MS,
    };
    app.get(REALTIME_PATH, { websocket: true }, (socket: WsSocket, request) =>
      serveConnection(socket, request, context),
    );
  };
}

export const registerRealtime = createRealtimePlugin();
