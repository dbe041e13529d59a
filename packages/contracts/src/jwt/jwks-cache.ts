import { createLocalJWKSet, type JSONWebKeySet, type LocalJWKSet } from 'jose';
import { z } from 'zod';

/** A `kid` missing from a fresh set, or a failed fetch, leads to a new request at most this often. */
export const JWKS_REFETCH_COOLDOWN_MS = 30_000;
/** An unreachable key endpoint must not stall verification; the server fallback takes over. */
const JWKS_FETCH_TIMEOUT_MS = 5_000;

const ZJwks = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });

interface Loaded {
  kids: Set<string>;
  resolver: LocalJWKSet;
  fetchedAt: number;
}

export interface JwksCache {
  /** Key resolver that knows `kid`, or null when the set cannot provide it right now. */
  resolverFor(kid: string): Promise<LocalJWKSet | null>;
}

export function createJwksCache(jwksUrl: string, cacheMs: number, now: () => number): JwksCache {
  let loaded: Loaded | null = null;
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  let lastMissRefetchAt = Number.NEGATIVE_INFINITY;
  // Concurrent verifications share one request instead of each hitting the endpoint.
  let inflight: Promise<void> | null = null;

  async function fetchKeys(): Promise<void> {
    try {
      const res = await fetch(jwksUrl, { signal: AbortSignal.timeout(JWKS_FETCH_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`JWKS request failed with status ${res.status}`);
      const jwks = ZJwks.parse(await res.json()) as JSONWebKeySet;
      const kids = new Set(jwks.keys.flatMap((key) => (key.kid ? [key.kid] : [])));
      loaded = { kids, resolver: createLocalJWKSet(jwks), fetchedAt: now() };
    } catch {
      // Keys still within cacheMs stay usable; the caller falls back to the server otherwise.
      lastFailureAt = now();
    }
  }

  function refresh(): Promise<void> {
    inflight ??= fetchKeys().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  const isFresh = () => loaded !== null && now() - loaded.fetchedAt < cacheMs;
  const lookup = (kid: string) => (isFresh() && loaded?.kids.has(kid) ? loaded.resolver : null);
  const coolingDown = (since: number) => now() - since < JWKS_REFETCH_COOLDOWN_MS;

  return {
    async resolverFor(kid) {
      if (inflight) await inflight;
      if (!isFresh()) {
        if (coolingDown(lastFailureAt)) return null;
        await refresh();
        // The set was just fetched, so a miss here is final.
        return lookup(kid);
      }
      const hit = lookup(kid);
      // Unknown kids may be rotated-in keys, but must not let anyone hammer the endpoint.
      if (hit || coolingDown(lastMissRefetchAt) || coolingDown(lastFailureAt)) return hit;
      lastMissRefetchAt = now();
      await refresh();
      return lookup(kid);
    },
  };
}
