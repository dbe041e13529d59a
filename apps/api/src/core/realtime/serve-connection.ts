import type { FastifyRequest } from 'fastify';
import { REALTIME_CLOSE } from '@kontor/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { readTokenCookie } from '../auth/token-cookie.ts';
import { authenticateConnection } from './authenticate-connection.ts';
import type { ConnectionRegistry } from './connection-registry.ts';
import { handleClientMessage, signInWithToken } from './handle-client-message.ts';
import { isAllowedUpgradeOrigin } from './realtime-origin.ts';
import { CLOSE_REASONS, RealtimeConnection, type RealtimeSocket } from './realtime-connection.ts';

/** The `ws` socket as used here: frames arrive as a Buffer unless binaryType is changed. */
export interface WsSocket extends RealtimeSocket {
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface RealtimeContext {
  deps: AppDeps;
  registry: ConnectionRegistry;
  authTimeoutMs: number;
}

/**
 * Wires one upgraded socket. Messages are handled one after another, so a `ping` sent right
 * after `auth` is answered only once the authentication is through. The URL is never read:
 * tokens in URLs end up in logs and browser history.
 */
export function serveConnection(socket: WsSocket, request: FastifyRequest, context: RealtimeContext) {
  const { deps, registry } = context;
  const connection = new RealtimeConnection(socket);
  registry.add(connection);
  socket.on('close', () => {
    registry.remove(connection);
    connection.dispose();
  });

  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue
      .then(() => (connection.isOpen ? work() : undefined))
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'realtime message failed');
        connection.close(1011, CLOSE_REASONS.internalError);
      });
  };
  const authenticateMessageToken = (token: string) => authenticateConnection(deps, token, 'bearer');
  socket.on('message', (data, isBinary) => {
    const text = !isBinary && Buffer.isBuffer(data) ? data.toString('utf8') : undefined;
    enqueue(() => handleClientMessage(connection, text, authenticateMessageToken));
  });

  const cookieToken = readTokenCookie(request);
  if (!cookieToken) {
    connection.requireAuthWithin(context.authTimeoutMs);
    return;
  }
  if (!isAllowedUpgradeOrigin(request, deps.config.allowedOrigins)) {
    connection.close(REALTIME_CLOSE.forbidden, CLOSE_REASONS.originRefused);
    return;
  }
  enqueue(() =>
    signInWithToken(connection, cookieToken, (token) => authenticateConnection(deps, token, 'cookie')),
  );
}
