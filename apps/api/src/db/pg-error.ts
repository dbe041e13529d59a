/** The SQLSTATE of a database error, looked up through wrapping errors (drizzle wraps the driver's). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The innermost error carrying `code` (drizzle wraps the driver's), with its PostgreSQL fields. */
function errorWithCode(error: unknown, code: string): Record<string, unknown> | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) return e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const textField = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The message of the innermost error carrying `code` (a trigger's German text). */
export const pgErrorMessage = (error: unknown, code: string) =>
  textField(errorWithCode(error, code)?.message);

/** The constraint named by the innermost database error carrying `code`. */
export const pgErrorConstraint = (error: unknown, code: string) =>
  textField(errorWithCode(error, code)?.constraint);

/** foreign_key_violation: a key (or a JSON reference trigger) found no row in the tenant. */
export const FOREIGN_KEY_SQLSTATE = '23503';

/** SQLSTATE raised by the GoBD triggers of migration 0006 (finalized documents, archive, e-mails). */
export const IMMUTABLE_SQLSTATE = 'KT001';
