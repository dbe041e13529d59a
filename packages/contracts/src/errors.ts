import { z } from 'zod';

/** Machine-readable error codes. Messages shown to users are German and live with the thrower. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'csrf_rejected',
  'mfa_required',
  'mfa_verification_failed',
  'mfa_challenge_expired',
  'password_change_required',
  'not_found',
  'conflict',
  'payload_too_large',
  'too_many_requests',
  'internal_error',
  /** The mail server refused or could not be reached (502). */
  'mail_delivery_failed',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every error body; `message` repeats `error.message` for clients that read only the top level. */
export const ZApiError = z.object({
  message: z.string(),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ZApiError>;

/** The one text for every failed sign-in, so nobody learns whether an account exists. */
export const INVALID_CREDENTIALS_MESSAGE = 'E-Mail oder Passwort ist falsch.';
