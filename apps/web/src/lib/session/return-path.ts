/** The pages a signed-out visitor may see (SPEC §4). */
export const SIGNED_OUT_PATHS = new Set(['/login', '/password-reset']);

/** The query parameter of /login that holds the deep link a signed-out visitor had opened. */
export const RETURN_PARAM = 'weiter';

/** Where the sign-in page sends its visitor afterwards: back to the deep link, else home. */
export function returnPathAfterSignIn(value: unknown): string {
  // Only a path of this app: never another origin ("//evil.example", "https:…", "/\\evil").
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return '/';
  const path = value.split(/[?#]/)[0] ?? '/';
  return SIGNED_OUT_PATHS.has(path.replace(/\/+$/, '')) ? '/' : value;
}
