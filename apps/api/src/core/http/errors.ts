import type { ErrorCode } from '@kontor/contracts';

/** An error meant for the caller: HTTP status, a stable code and a German message. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
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
