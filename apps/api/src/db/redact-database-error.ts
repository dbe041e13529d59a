const SQLSTATE = /^[0-9A-Z]{5}$/;

// What a database error may say in a log: where it happened, never which values were involved.
// Dropped: query text and parameters (drizzle's message, PGlite's `query`/`params`), `detail`
// ("Key (email)=(…) already exists", "Failing row contains (…)"), `where`, `internalQuery`, `hint`.
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
];

type ErrorLike = Error & Record<string, unknown>;

const safeFieldsOf = (error: ErrorLike) =>
  Object.fromEntries(SAFE_DATABASE_FIELDS.filter((k) => error[k] != null).map((k) => [k, error[k]]));

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** drizzle's wrapper: its message is "Failed query: <sql>\nparams: <values>". */
const isDrizzleQueryError = (error: ErrorLike) => 'query' in error && 'params' in error && !('code' in error);

const isDatabaseError = (error: ErrorLike) => typeof error.code === 'string' && SQLSTATE.test(error.code);

/** Stack frames only: the first lines of `stack` repeat the (possibly sensitive) message. */
const framesOf = (error: ErrorLike) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

function copyWith(error: ErrorLike, message: string, fields: Record<string, unknown>, cause: unknown) {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as ErrorLike, fields);
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true });
  Object.defineProperty(copy, 'stack', {
    value: `${error.name}: ${message}\n${framesOf(error)}`,
    enumerable: false,
    writable: true,
  });
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

/**
 * The same error chain with the values a failed query carried removed, for logging. Data
 * exceptions (class 22) quote the offending value in their message, so theirs is withheld too.
 */
export function redactDatabaseError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error) || depth > 5) return error;
  const cause = error.cause === undefined ? undefined : redactDatabaseError(error.cause, depth + 1);
  // The log shows a wrapper's own fields only: lift the SQLSTATE and constraint up from the cause.
  if (isDrizzleQueryError(error)) {
    const fields = isErrorLike(error.cause) && isDatabaseError(error.cause) ? safeFieldsOf(error.cause) : {};
    return copyWith(error, 'Failed query (text and parameters withheld)', fields, cause);
  }
  if (isDatabaseError(error)) {
    const message = String(error.code).startsWith('22')
      ? 'Data exception (message withheld: it quotes the value)'
      : error.message;
    return copyWith(error, message, safeFieldsOf(error), cause);
  }
  if (cause === error.cause) return error;
  const own = Object.fromEntries(Object.entries(error).filter(([k]) => k !== 'cause'));
  return copyWith(error, error.message, own, cause);
}
