import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const healthCheck = defineContract({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  summary:
    'Betriebsbereitschaft: antwortet, wenn die Datenbank erreichbar ist; sagt, ob die Demo-Belege des ersten Starts noch geschrieben werden.',
  response: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    demo_documents: z.enum(['none', 'seeding', 'ready']),
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

export const getSystemStatus = defineContract({
  method: 'GET',
  path: '/api/system/status',
  // Server details (database, mail, file store) are for whoever runs the tenant: administrators.
  access: 'settings.write',
  summary:
    'Systemstatus für die Statusseite: Version, Datenbank, ob E-Mails wirklich versendet werden, der Dateispeicher und der Echtzeit-Pfad.',
  response: z.object({
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    /** False: no SMTP server is configured, mails only go to the server log. */
    mail: z.object({ configured: z.boolean() }),
    realtime: z.object({ path: z.literal('/realtime/v1') }),
    /** Where file contents live, and whether the store answered and can be written to just now. */
    storage: z.object({ kind: z.enum(['local', 's3']), ok: z.boolean() }),
  }),
});
export type SystemStatus = z.infer<typeof getSystemStatus.response>;
