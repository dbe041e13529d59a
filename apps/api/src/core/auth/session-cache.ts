import type { Database } from '../../db/database.ts';
import type { SessionContext } from './sessions.repository.ts';

/** NOTIFY channel of migration 0025: something the session check reads has changed. */
export const AUTH_CHANGED_CHANNEL = 'kontor_auth_changed';

/** Enough for every session of a busy server; the oldest entry goes first when full. */
const MAX_ENTRIES = 20_000;

/**
 * The session check of recent requests (session, user, second factor, memberships with
 * permissions), so a request with a known session skips that transaction. Every committed change
 * to what the check reads — whoever made it, in whichever process, job or tool — notifies
 * `kontor_auth_changed` (migration 0025) and empties the cache of every process. Before a cached
 * check is used, `fresh` waits until every notification committed before the request arrived has
 * been delivered (one shared round trip on the LISTEN connection), so a change is in force for the
 * very next request on every process, as without the cache. While the LISTEN connection is down
 * (or before it is up) nothing is cached.
 *
 * A check read from the database is stored only if nothing invalidated the cache while it was
 * being read (`generation`), so a read that raced with a revocation cannot put the old state back.
 * The idle and age limits and the touch of `last_seen_at` are still decided per request.
 */
export interface SessionCache {
  /** A cached check for this session of this user, or undefined; no freshness wait. */
  get(sessionId: string, userId: number): SessionContext | undefined;
  /** The cached check once every change committed before this call has been applied, or undefined. */
  fresh(sessionId: string, userId: number): Promise<SessionContext | undefined>;
  /** Taken before reading from the database; pass it to `set`. */
  generation(): number;
  set(sessionId: string, userId: number, context: SessionContext, generation: number): void;
  /** Forgets everything (a change was committed somewhere). */
  invalidate(): void;
  /** Listens for changes; until this resolved and after `stop`, nothing is cached. */
  start(database: Database): Promise<() => Promise<void>>;
}

export function createSessionCache(): SessionCache {
  const entries = new Map<string, { userId: number; context: SessionContext }>();
  let generation = 0;
  let listening = false;
  let delivered: (() => Promise<void>) | undefined;

  const invalidate = () => {
    generation++;
    entries.clear();
  };

  return {
    get(sessionId, userId) {
      if (!listening) return undefined;
      const entry = entries.get(sessionId);
      return entry?.userId === userId ? entry.context : undefined;
    },
    async fresh(sessionId, userId) {
      if (!listening || !delivered || !entries.has(sessionId)) return undefined;
      try {
        await delivered();
      } catch {
        return undefined;
      }
      return this.get(sessionId, userId);
    },
    generation: () => generation,
    set(sessionId, userId, context, readAt) {
      if (!listening || readAt !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { userId, context });
    },
    invalidate,
    async start(database) {
      const stop = await database.listen(AUTH_CHANGED_CHANNEL, invalidate, (connected) => {
        // A LISTEN connection that dropped may have missed changes: forget and stop caching
        // until it listens again.
        invalidate();
        listening = connected;
      });
      invalidate();
      delivered = () => database.notificationsDelivered();
      listening = true;
      return async () => {
        listening = false;
        invalidate();
        await stop();
      };
    },
  };
}
