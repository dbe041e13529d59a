import { describe, expect, it, vi } from 'vitest';
import { ConnectionRefused } from './authenticate-connection.ts';
import { handleClientMessage, MESSAGE_ERRORS, parseClientMessage } from './handle-client-message.ts';
import { CLOSE_REASONS, RealtimeConnection, type ConnectionAuth } from './realtime-connection.ts';

function setUp() {
  const sent: unknown[] = [];
  const socket = {
    readyState: 1,
    closedWith: undefined as { code: number; reason: string } | undefined,
    send: (data: string) => void sent.push(JSON.parse(data)),
    close(code: number, reason: string) {
      socket.closedWith = { code, reason };
      socket.readyState = 3;
    },
  };
  return { socket, sent, connection: new RealtimeConnection(socket) };
}

const signedIn = (tenantId: number) => async () => ({
  tenantId,
  sessionId: `s-${tenantId}`,
  expiresAtMs: Date.now() + 60_000,
  permissions: [],
});
const refused = async (): Promise<never> => {
  throw new ConnectionRefused(4001, CLOSE_REASONS.authInvalid);
};

describe('parseClientMessage', () => {
  it.each([
    [undefined, MESSAGE_ERRORS.unknown],
    ['{', MESSAGE_ERRORS.notJson],
    ['"ping"', MESSAGE_ERRORS.unknown],
    ['{"type":"auth"}', MESSAGE_ERRORS.unknown],
    ['{"type":"auth","token":""}', MESSAGE_ERRORS.unknown],
    ['{"type":"subscribe"}', MESSAGE_ERRORS.unknown],
  ])('rejects %j', (text, error) => {
    expect(parseClientMessage(text)).toEqual({ error });
  });

  it('accepts auth and ping', () => {
    expect(parseClientMessage('{"type":"auth","token":"t"}')).toEqual({
      message: { type: 'auth', token: 't' },
    });
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ message: { type: 'ping' } });
  });
});

describe('handleClientMessage', () => {
  it('closes 4001 when the first message is anything but auth', async () => {
    const { socket, connection } = setUp();
    await handleClientMessage(connection, '{"type":"ping"}', vi.fn());
    expect(socket.closedWith).toEqual({ code: 4001, reason: CLOSE_REASONS.authMissing });
  });

  it('answers garbage with a German error after sign-in and keeps the connection', async () => {
    const { socket, sent, connection } = setUp();
    await handleClientMessage(connection, '{"type":"auth","token":"t"}', signedIn(1));
    await handleClientMessage(connection, 'Quatsch', signedIn(1));
    await handleClientMessage(connection, '{"type":"ping"}', signedIn(1));
    expect(sent).toEqual([
      { type: 'ready', tenantId: 1, sessionId: 's-1' },
      { type: 'error', message: MESSAGE_ERRORS.notJson },
      { type: 'pong' },
    ]);
    expect(socket.closedWith).toBeUndefined();
  });

  it('switches tenant on a renewed token and closes on a refused one', async () => {
    const { socket, sent, connection } = setUp();
    await handleClientMessage(connection, '{"type":"auth","token":"a"}', signedIn(1));
    await handleClientMessage(connection, '{"type":"auth","token":"b"}', signedIn(2));
    expect(connection.auth?.tenantId).toBe(2);
    await handleClientMessage(connection, '{"type":"auth","token":"c"}', refused);
    expect(sent.at(-1)).toEqual({ type: 'ready', tenantId: 2, sessionId: 's-2' });
    expect(socket.closedWith).toEqual({ code: 4001, reason: CLOSE_REASONS.authInvalid });
    expect(connection.auth).toBeUndefined();
  });

  it('stops the sign-in deadline once an auth message arrived', async () => {
    vi.useFakeTimers();
    const { socket, connection } = setUp();
    connection.requireAuthWithin(1_000);
    let finish: () => void = () => {};
    const slow = () =>
      new Promise<ConnectionAuth>((resolve) => {
        finish = () =>
          resolve({ tenantId: 1, sessionId: 's-1', expiresAtMs: Date.now() + 60_000, permissions: [] });
      });
    const handled = handleClientMessage(connection, '{"type":"auth","token":"t"}', slow);
    vi.advanceTimersByTime(5_000);
    finish();
    await handled;
    expect(socket.closedWith).toBeUndefined();
    expect(connection.auth?.tenantId).toBe(1);
    vi.useRealTimers();
  });

  it('lets unexpected failures through to the caller', async () => {
    const { connection } = setUp();
    const broken = async () => {
      throw new Error('Datenbank weg');
    };
    await expect(handleClientMessage(connection, '{"type":"auth","token":"t"}', broken)).rejects.toThrow(
      'Datenbank weg',
    );
  });
});
