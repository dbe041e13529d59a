import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH, ZRealtimeServerMessage, type RealtimeServerMessage } from '@kontor/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { HistoryEntity } from '../event-read-access.ts';

const WAIT_MS = 5_000;
export const ALLOWED_ORIGIN = 'http://localhost:3000';

export interface Closed {
  code: number;
  reason: string;
}

export interface TestSocket {
  /** The next server message, validated against the contract; fails on close or after a timeout. */
  next(): Promise<RealtimeServerMessage>;
  /** Resolves when the server closed the socket; fails after a timeout. */
  closed(): Promise<Closed>;
  send(message: unknown): Promise<void>;
  close(): void;
}

/** Starts the app on a free port (once) and answers the WebSocket address of the feed. */
export async function realtimeUrl(app: FastifyInstance, query = '') {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${REALTIME_PATH}${query}`;
}

const withTimeout = <T>(promise: Promise<T>, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export function connect(url: string, headers: Record<string, string> = {}): TestSocket {
  const ws = new WebSocket(url, { headers });
  const inbox: RealtimeServerMessage[] = [];
  let wake: (() => void) | undefined;
  const opened = new Promise<void>((resolve) => ws.addEventListener('open', () => resolve()));
  const closed = new Promise<Closed>((resolve) =>
    ws.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason })),
  );
  ws.addEventListener('message', (event) => {
    inbox.push(ZRealtimeServerMessage.parse(JSON.parse(String(event.data))));
    wake?.();
  });
  ws.addEventListener('close', () => wake?.());

  const next = async (): Promise<RealtimeServerMessage> => {
    while (inbox.length === 0) {
      if (ws.readyState === WebSocket.CLOSED) {
        const { code, reason } = await closed;
        throw new Error(`socket closed (${code} ${reason}) before the next message`);
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
    return inbox.shift()!;
  };

  return {
    next: () => withTimeout(next(), 'the next message'),
    closed: () => withTimeout(closed, 'the socket to close'),
    send: async (message) => {
      await withTimeout(opened, 'the socket to open');
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    close: () => ws.close(),
  };
}

/** Sign-in as a native app does it: no cookie, the token as first message. */
export async function connectWithToken(url: string, token: string) {
  const socket = connect(url);
  await socket.send({ type: 'auth', token });
  return socket;
}

/** What a business write does: a history item in the tenant's transaction, announced on commit. */
export const announceChange = (deps: AppDeps, tenantId: number, entity: HistoryEntity, id: string) =>
  withTenant(deps.db, tenantId, (tx) =>
    recordHistory(tx, { tenantId, userId: null }, { entity, entityId: id, action: 'updated' }),
  );
