import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const healthCheck = defineContract({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  summary: 'Betriebsbereitschaft: antwortet, wenn die Datenbank erreichbar ist.',
  response: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  }),
});

export const ZJwk = z.looseObject({ kid: z.string(), kty: z.string(), alg: z.string().optional() });

export const getJwks = defineContract({
  method: 'GET',
  path: '/auth/v1/.well-known/jwks.json',
  access: 'public',
  summary: 'Öffentliche Schlüssel (ES256) zum Prüfen der Tokens, inklusive noch gültiger alter Schlüssel.',
  response: z.object({ keys: z.array(ZJwk) }),
});
