import type { Actor } from '../history/record-history.ts';

/**
 * The actor of background work in one tenant: no person, so history stores no user and the web
 * shows "vom System"; the job names itself in the history note (e.g. "Automatisch (Serienrechnung)").
 * The services of the areas take this like a request's `actorOf(auth)`.
 */
export const systemActor = (tenantId: number): Actor => ({ tenantId, userId: null });
