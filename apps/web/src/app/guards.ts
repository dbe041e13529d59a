import { SIGNED_OUT_PATHS } from '../lib/session/return-path.ts';
import type { SessionState } from '../lib/session/session-state.ts';

/**
 * SPEC §4 route guards: the path a visitor must go to instead, or null when the path is allowed.
 * - no user: only /login and /password-reset, everything else → /login
 * - must_change_password: everything except /password-change → /password-change
 * - otherwise /login → /
 */
export function redirectFor(path: string, state: Pick<SessionState, 'user'>): string | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!state.user) return SIGNED_OUT_PATHS.has(normalized) ? null : '/login';
  if (state.user.must_change_password) return normalized === '/password-change' ? null : '/password-change';
  return normalized === '/login' ? '/' : null;
}
