import type { AuthContext } from '../../core/auth/request-auth.ts';
import { recordHistory } from '../../core/history/record-history.ts';
import type { Tx } from '../../db/database.ts';
import type { FieldChanges } from '../../db/schema/index.ts';

export type MfaEvent = 'enrolled' | 'verified' | 'challenge_failed' | 'unenrolled';

/** MFA events go to the history of the session's active tenant, without realtime broadcast. */
export const recordMfaEvent = (
  tx: Tx,
  auth: AuthContext,
  factorId: string,
  action: MfaEvent,
  changes?: FieldChanges,
) =>
  recordHistory(
    tx,
    { tenantId: auth.tenantId, userId: auth.userId },
    { entity: 'mfa_factor', entityId: factorId, action, changes: changes ?? null, broadcast: false },
  );
