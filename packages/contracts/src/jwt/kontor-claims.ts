import { z } from 'zod';
import { ZAal } from '../auth/session.schemas.ts';

/** Claims of a Kontor session token (DESIGN §4). `tid` is the active tenant, `sid` the session row. */
export const ZKontorClaims = z.object({
  sub: z.string().min(1),
  tid: z.int().positive(),
  sid: z.string().min(1),
  aal: ZAal,
  amr: z.array(z.object({ method: z.string(), timestamp: z.number() })),
  iat: z.number(),
  exp: z.number(),
});
export type KontorClaims = z.infer<typeof ZKontorClaims>;
