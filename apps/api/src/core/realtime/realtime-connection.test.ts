import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectionRegistry } from './connection-registry.ts';
import { CLOSE_REASONS, RealtimeConnection, type RealtimeSocket } from './realtime-connection.ts';

function fakeSocket() {
  const socket = {
    readyState: 1,
    sent: [] as unknown[],
    closedWith: undefined as { code: number; reason: string } | undefined,
    send: (data: string) => void socket.sent.push(JSON.parse(data)),
    close(code: number, reason: string) {
      socket.closedWith = { code, reason };
      socket.readyState = 3;
    },
  };
  return socket satisfies RealtimeSocket;
}

const NOW = new Date('2026-11-21T08:30:00Z').getTime();
const auth = (tenantId: number, sessionId = `s-${tenantId}`, permissions = ['documents.read']) => ({
  tenantId,
  sessionId,
  expiresAtMs: NOW + 60_000,
  permissions,
});
const event = (tenantId: number) => ({ tenantId, entity: 'document', id: '7', action: 'finalized' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('RealtimeConnection', () => {
  it('receives nothing before sign-in and only its own tenant afterwards', () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    connection.deliver(event(1));
    connection.signIn(auth(1));
    connection.deliver(event(2));
    connection.deliver(event(1));
    expect(socket.sent).toEqual([
      { type: 'ready', tenantId: 1, sessionId: 's-1' },
      { type: 'change', entity: 'document', id: '7', action: 'finalized' },
    ]);
  });

  it('follows a renewed token to its tenant', () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    connection.signIn(auth(1));
    connection.signIn(auth(2));
    connection.deliver(event(1));
    expect(socket.sent).toEqual([
      { type: 'ready', tenantId: 1, sessionId: 's-1' },
      { type: 'ready', tenantId: 2, sessionId: 's-2' },
    ]);
  });

  it('closes instead of delivering once the token has expired', () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    connection.signIn(auth(1));
    vi.setSystemTime(NOW + 60_000);
    connection.deliver(event(1));
    expect(socket.sent).toHaveLength(1);
    expect(socket.closedWith).toEqual({ code: 4001, reason: CLOSE_REASONS.authExpired });
  });

  it('closes at expiry by timer, and a renewal moves the deadline', () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    connection.signIn(auth(1));
    vi.advanceTimersByTime(30_000);
    connection.signIn({ ...auth(1), expiresAtMs: NOW + 120_000 });
    vi.advanceTimersByTime(89_999);
    expect(socket.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual({ code: 4001, reason: CLOSE_REASONS.authExpired });
  });

  it('closes 4001 when no authentication arrives in time', () => {
    const socket = fakeSocket();
    new RealtimeConnection(socket).requireAuthWithin(10_000);
    vi.advanceTimersByTime(10_000);
    expect(socket.closedWith).toEqual({ code: 4001, reason: CLOSE_REASONS.authMissing });
  });

  it('delivers only what the member may read; unknown kinds to nobody', () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    connection.signIn(auth(1, 's-1', ['files.read']));
    for (const entity of ['document', 'files', 'customFields', 'customers', 'session', 'gibt-es-nicht'])
      connection.deliver({ tenantId: 1, entity, id: '1', action: 'updated' });
    expect(socket.sent.slice(1).map((m) => (m as { entity: string }).entity)).toEqual([
      'files',
      'customFields',
    ]);
  });

  it('re-reads the permissions after a role change before delivering later events', async () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    let granted = ['documents.read', 'roles.read'];
    connection.signIn(auth(1), async () => auth(1, 's-1', granted));
    granted = ['roles.read'];
    connection.deliver({ tenantId: 1, entity: 'role', id: '3', action: 'updated' });
    connection.deliver(event(1));
    await connection.delivered();
    expect(socket.sent.slice(1)).toEqual([{ type: 'change', entity: 'role', id: '3', action: 'updated' }]);
  });

  it('closes when the membership is gone at the re-check', async () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    connection.signIn(auth(1), async () => {
      throw new Error('Sie haben keinen Zugang mehr zu diesem Mandanten.');
    });
    connection.deliver({ tenantId: 1, entity: 'profile', id: '9', action: 'updated' });
    connection.deliver(event(1));
    await connection.delivered();
    expect(socket.closedWith).toEqual({ code: 4001, reason: CLOSE_REASONS.accessEnded });
    expect(socket.sent).toHaveLength(1);
  });

  it('sends nothing after it was closed', () => {
    const socket = fakeSocket();
    const connection = new RealtimeConnection(socket);
    connection.dispose();
    connection.signIn(auth(1));
    expect(socket.sent).toEqual([]);
  });
});

describe('connection registry', () => {
  it('ends exactly the connections of a revoked session', () => {
    const registry = createConnectionRegistry();
    const [a, b] = [fakeSocket(), fakeSocket()];
    const [first, second] = [new RealtimeConnection(a), new RealtimeConnection(b)];
    first.signIn(auth(1, 'gone'));
    second.signIn(auth(1, 'kept'));
    registry.add(first);
    registry.add(second);
    registry.endSession('gone');
    registry.deliverChange(event(1));
    expect(a.closedWith).toEqual({ code: 4001, reason: 'Sitzung beendet' });
    expect(b.closedWith).toBeUndefined();
    expect(b.sent.at(-1)).toMatchObject({ type: 'change' });
  });
});
