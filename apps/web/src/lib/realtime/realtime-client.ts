import type { QueryClient } from '@tanstack/react-query';

export interface RealtimeClient {
  /** Connects (or re-authenticates the open connection) with this token. */
  connect(token: string): void;
  disconnect(): void;
  setTenantSource(activeTenant: () => number): void;
  readonly connected: boolean;
}

type ServerMessage =
  | { type: 'ready'; tenantId: number }
  | { type: 'change'; entity: string; id: string | null; action: string }
  | { type: 'pong' }
  | { type: 'error'; message: string };

const RECONNECT_DELAY_MS = 3000;
const AUTH_FAILED = 4001;

const socketUrl = (baseUrl: string) => {
  const origin = baseUrl || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}/realtime/v1`;
};

/**
 * The change feed (/realtime/v1): signs in with the current token, passes on every new token
 * (sign-in, refresh, tenant switch), and refreshes the tenant's cached lists when someone else
 * changes data. Sign-out closes it and forgets the token.
 */
export function createRealtimeClient({
  baseUrl,
  queryClient,
}: {
  baseUrl: string;
  queryClient: QueryClient;
}): RealtimeClient {
  let socket: WebSocket | undefined;
  let token: string | null = null;
  let activeTenant = () => 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let isOpen = false;

  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const onMessage = (event: MessageEvent) => {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(event.data));
    } catch {
      return;
    }
    if (message.type !== 'change') return;
    const tenantId = activeTenant();
    // Keys start with ['tenant', id, area]; an entity maps to its area's lists and details.
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'tenant' &&
        query.queryKey[1] === tenantId &&
        (query.queryKey[2] === `${message.entity}s` ||
          query.queryKey[2] === message.entity ||
          query.queryKey[2] === 'history'),
    });
  };

  const open = () => {
    if (!token) return;
    const ws = new WebSocket(socketUrl(baseUrl));
    socket = ws;
    ws.addEventListener('open', () => {
      isOpen = true;
      send({ type: 'auth', token });
    });
    ws.addEventListener('message', onMessage);
    ws.addEventListener('close', (event) => {
      isOpen = false;
      if (socket !== ws) return;
      socket = undefined;
      // A refused token is final until the session hands over a new one.
      if (token && event.code !== AUTH_FAILED) reconnectTimer = setTimeout(open, RECONNECT_DELAY_MS);
    });
  };

  return {
    connect(next) {
      token = next;
      clearTimeout(reconnectTimer);
      if (socket && socket.readyState === WebSocket.OPEN) send({ type: 'auth', token });
      else if (!socket) open();
    },
    disconnect() {
      token = null;
      clearTimeout(reconnectTimer);
      const ws = socket;
      socket = undefined;
      ws?.close(1000, 'signed out');
    },
    setTenantSource(source) {
      activeTenant = source;
    },
    get connected() {
      return isOpen;
    },
  };
}
