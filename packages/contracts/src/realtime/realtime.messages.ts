import { z } from 'zod';

/** The WebSocket endpoint; tokens travel in the cookie or in an `auth` message, never in the URL. */
export const REALTIME_PATH = '/realtime/v1';

/** Close codes the server uses besides the standard ones. */
export const REALTIME_CLOSE = {
  /** No, an invalid or an expired token, or the session ended: renew the token, then reconnect. */
  unauthorized: 4001,
  /** Foreign origin with a cookie, or sign-in not completed (password change, second factor). */
  forbidden: 4003,
} as const;

/** How long a connection without the cookie may take to send its `auth` message. */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;

export const ZRealtimeAuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(1) });
export const ZRealtimePingMessage = z.object({ type: z.literal('ping') });

/** What a client may send: `auth` first (unless the cookie came along) and again on renewal. */
export const ZRealtimeClientMessage = z.discriminatedUnion('type', [
  ZRealtimeAuthMessage,
  ZRealtimePingMessage,
]);
export type RealtimeClientMessage = z.infer<typeof ZRealtimeClientMessage>;

export const ZRealtimeReadyMessage = z.object({
  type: z.literal('ready'),
  tenantId: z.number().int().positive(),
  sessionId: z.string().optional(),
});

/** A committed change in the connection's tenant; the client refetches what it shows. */
export const ZRealtimeChangeMessage = z.object({
  type: z.literal('change'),
  entity: z.string(),
  id: z.string().nullable(),
  action: z.string(),
});

export const ZRealtimePongMessage = z.object({ type: z.literal('pong') });
export const ZRealtimeErrorMessage = z.object({ type: z.literal('error'), message: z.string() });

export const ZRealtimeServerMessage = z.discriminatedUnion('type', [
  ZRealtimeReadyMessage,
  ZRealtimeChangeMessage,
  ZRealtimePongMessage,
  ZRealtimeErrorMessage,
]);
export type RealtimeServerMessage = z.infer<typeof ZRealtimeServerMessage>;
export type RealtimeChangeMessage = z.infer<typeof ZRealtimeChangeMessage>;
