import type { Me } from './api-client.ts';

const SIGNED_OUT_PATHS = new Set(['/login', '/password-reset']);

/** SPEC §4 route guards: the path a visitor must go to instead, or null when the path is allowed. */
export function redirectFor(path: string, me: Me | null): string | null {
  if (!me) return SIGNED_OUT_PATHS.has(path) ? null : '/login';
  if (me.user.must_change_password) return path === '/password-change' ? null : '/password-change';
  return path === '/login' ? '/' : null;
}
