import type { ErrorCode } from '@kontor/contracts';

/** An error meant for the caller: HTTP status, a stable code and a German message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Bitte melden Sie sich an.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Dafür fehlt Ihnen die Berechtigung.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Nicht gefunden.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', message, undefined, { 'retry-after': String(retryAfterSeconds) });
