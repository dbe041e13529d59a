import { needsSecondFactor } from '../../lib/aal.ts';
import type { SessionState } from '../../lib/session/session-state.ts';

/**
 * Signed in with the password only (aal1) while a verified factor exists (next level aal2): the
 * code comes before anything else. A pending password change goes first; the server asks for
 * that before the second factor too.
 */
export const isSecondFactorPending = (state: Pick<SessionState, 'user' | 'aal'>) =>
  state.user !== null &&
  !state.user.must_change_password &&
  state.aal !== null &&
  needsSecondFactor(state.aal);
