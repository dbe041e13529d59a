import type { RealtimeServerMessage } from '@kontor/contracts';
import { REALTIME_CLOSE } from '@kontor/contracts';
import { changesPermissions, mayReceiveEvent } from './event-read-access.ts';

/** The part of a `ws` socket a connection needs (the package ships no types here). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** Who the connection currently speaks for; replaced on every successful `auth`. */
export interface ConnectionAuth {
  tenantId: number;
  sessionId: string;
  expiresAtMs: number;
  /** What the member's role grants: decides which events reach them. */
  permissions: readonly string[];
}

/** Checks the connection's token again (session, membership, current role). */
export type Reauthenticate = () => Promise<ConnectionAuth>;

/** A committed change as announced on the database channel. */
export interface ChangeEvent {
  tenantId: number;
  entity: string;
  id: string | null;
  action: string;
}

export const CLOSE_REASONS = {
  authMissing: 'Anmeldung fehlt',
  authInvalid: 'Anmeldung ungültig oder abgelaufen',
  authExpired: 'Anmeldung abgelaufen',
  sessionEnded: 'Sitzung beendet',
  originRefused: 'Herkunft nicht erlaubt',
  signInIncomplete: 'Anmeldung nicht abgeschlossen',
  internalError: 'Interner Fehler',
  accessEnded: 'Zugang beendet',
} as const;

const SOCKET_OPEN = 1;
// setTimeout fires at once for delays beyond 2^31-1 ms; such a token is re-checked on delivery.
const MAX_TIMER_MS = 2_147_483_647;

/** One WebSocket: its current authentication, the timer that ends it, and what it may receive. */
export class RealtimeConnection {
  readonly #socket: RealtimeSocket;
  #auth: ConnectionAuth | undefined;
  #reauthenticate: Reauthenticate | undefined;
  /** Deliveries waiting for permissions being re-read; undefined when none are. */
  #pending: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(socket: RealtimeSocket) {
    this.#socket = socket;
  }

  get auth(): ConnectionAuth | undefined {
    return this.#auth;
  }

  get isOpen(): boolean {
    return !this.#closed && this.#socket.readyState === SOCKET_OPEN;
  }

  send(message: RealtimeServerMessage) {
    if (this.isOpen) this.#socket.send(JSON.stringify(message));
  }

  /** A client without the cookie must authenticate by message within `ms`. */
  requireAuthWithin(ms: number) {
    this.#setTimer(ms, CLOSE_REASONS.authMissing);
  }

  /** A token arrived in time: checking it may take a moment, which must not count against it. */
  stopAuthDeadline() {
    if (!this.#auth) clearTimeout(this.#timer);
  }

  /**
   * Switches the connection to this token's tenant and session and announces it. `reauthenticate`
   * re-reads the permissions when a role or profile of the tenant changes.
   */
  signIn(auth: ConnectionAuth, reauthenticate?: Reauthenticate) {
    if (this.#closed) return;
    this.#auth = auth;
    this.#reauthenticate = reauthenticate;
    this.#setTimer(auth.expiresAtMs - Date.now(), CLOSE_REASONS.authExpired);
    this.send({ type: 'ready', tenantId: auth.tenantId, sessionId: auth.sessionId });
  }

  /**
   * A committed change of any tenant. After a role or profile change the permissions are read
   * again before this and later events go out, so an edited role takes effect at once.
   */
  deliver(event: ChangeEvent) {
    const auth = this.#auth;
    if (!auth) return;
    if (Date.now() >= auth.expiresAtMs) {
      this.close(REALTIME_CLOSE.unauthorized, CLOSE_REASONS.authExpired);
      return;
    }
    if (event.tenantId !== auth.tenantId) return;
    if (changesPermissions(event.entity) && this.#reauthenticate)
      this.#afterPending(() => this.#reloadPermissions());
    if (this.#pending) this.#afterPending(async () => this.#sendIfAllowed(event));
    else this.#sendIfAllowed(event);
  }

  /** Resolves once every event handed to `deliver` so far has been sent or dropped. */
  async delivered(): Promise<void> {
    while (this.#pending) await this.#pending;
  }

  #sendIfAllowed(event: ChangeEvent) {
    const auth = this.#auth;
    if (!auth || event.tenantId !== auth.tenantId || !mayReceiveEvent(auth.permissions, event.entity)) return;
    this.send({ type: 'change', entity: event.entity, id: event.id, action: event.action });
  }

  async #reloadPermissions() {
    const reauthenticate = this.#reauthenticate;
    if (!reauthenticate || !this.#auth) return;
    try {
      const fresh = await reauthenticate();
      // A renewed token (`auth` message) may have replaced the one this check started with.
      if (this.#auth?.sessionId === fresh.sessionId && this.#auth.tenantId === fresh.tenantId)
        this.#auth = { ...this.#auth, permissions: fresh.permissions };
    } catch {
      // The membership is gone (or the session): the client reconnects and is refused properly.
      this.close(REALTIME_CLOSE.unauthorized, CLOSE_REASONS.accessEnded);
    }
  }

  #afterPending(work: () => Promise<void>) {
    const next = (this.#pending ?? Promise.resolve()).then(work);
    this.#pending = next;
    void next.then(() => {
      if (this.#pending === next) this.#pending = undefined;
    });
  }

  close(code: number, reason: string) {
    if (this.#closed) return;
    this.dispose();
    this.#socket.close(code, reason);
  }

  /** The socket is gone: forget the authentication and stop the timer. */
  dispose() {
    this.#closed = true;
    this.#auth = undefined;
    this.#reauthenticate = undefined;
    clearTimeout(this.#timer);
  }

  #setTimer(ms: number, reason: string) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(
      () => this.close(REALTIME_CLOSE.unauthorized, reason),
      Math.min(Math.max(ms, 0), MAX_TIMER_MS),
    );
    this.#timer.unref();
  }
}
