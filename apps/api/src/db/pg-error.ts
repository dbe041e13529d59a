/** The SQLSTATE of a database error, looked up through wrapping errors (drizzle wraps the driver's). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The message of the innermost error carrying `code` (a trigger's German text). */
export function pgErrorMessage(error: unknown, code: string): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) {
      const message = (e as { message?: unknown }).message;
      return typeof message === 'string' ? message : undefined;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint named by the innermost database error carrying `code`. */
export function pgErrorConstraint(error: unknown, code: string): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : undefined;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** foreign_key_violation: a key (or a JSON reference trigger) found no row in the tenant. */
export const FOREIGN_KEY_SQLSTATE = '23503';

/** SQLSTATE raised by the GoBD triggers of migration 0006 (finalized documents, archive, e-mails). */
export const IMMUTABLE_SQLSTATE = 'KT001';
