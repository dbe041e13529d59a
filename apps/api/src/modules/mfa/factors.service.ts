import type { AppDeps } from '../../app-deps.ts';
import type { AuthContext } from '../../core/auth/request-auth.ts';
import { withSession } from '../../db/with-tenant.ts';
import { toFactorView } from './factor-view.ts';
import {
  deleteFactor,
  findUserFactorForUpdate,
  listUserFactors,
  lockUserFactors,
} from './factors.repository.ts';
import { factorNotFound, mfaRequired } from './mfa-errors.ts';
import { recordMfaEvent } from './mfa-history.ts';

/** Like supabase listFactors: all factors, plus the verified ones by type (only those are usable). */
export async function listFactors(deps: AppDeps, auth: AuthContext) {
  const rows = await withSession(deps.db, auth, (tx) => listUserFactors(tx, auth.userId));
  const all = rows.map(toFactorView);
  const verified = all.filter((f) => f.status === 'verified');
  return {
    all,
    totp: verified.filter((f) => f.factor_type === 'totp'),
    phone: verified.filter((f) => f.factor_type === 'phone'),
  };
}

/**
 * Changing the factors of an account protected by one is an account-security action: it needs a
 * session that proved a second factor (aal2). Without a verified factor, aal1 is all there is.
 */
export async function unenrollFactor(deps: AppDeps, auth: AuthContext, factorId: string) {
  if (auth.hasVerifiedFactor && auth.aal !== 'aal2') throw mfaRequired();
  return withSession(deps.db, auth, async (tx) => {
    await lockUserFactors(tx, auth.userId);
    const factor = await findUserFactorForUpdate(tx, auth.userId, factorId);
    if (!factor) throw factorNotFound();
    await deleteFactor(tx, factor.id);
    await recordMfaEvent(tx, auth, factor.id, 'unenrolled', {
      factor_type: { from: factor.factorType, to: null },
      friendly_name: { from: factor.friendlyName, to: null },
    });
    return { id: factor.id };
  });
}
