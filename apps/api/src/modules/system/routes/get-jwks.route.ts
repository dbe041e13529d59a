import { getJwks } from '@kontor/contracts';
import { defineRoute } from '../../../core/http/define-route.ts';

export const getJwksRoute = defineRoute(getJwks, async ({ deps, reply }) => {
  // Verifiers may cache the set; a new key is announced before it signs (refetch on unknown kid).
  reply.header('cache-control', 'public, max-age=600');
  const keys = await deps.keys.published();
  return { keys: keys.map((k) => ({ ...k.publicJwk, kid: k.kid, kty: String(k.publicJwk.kty) })) };
});
