import { AppError, notFound } from '../../core/http/errors.ts';

export const mfaRequired = () =>
  new AppError(403, 'mfa_required', 'Bitte bestätigen Sie die Anmeldung zuerst mit Ihrem zweiten Faktor.');

export const factorNotFound = () => notFound('Diesen Faktor gibt es nicht.');

export const challengeNotFound = () =>
  notFound('Diese Bestätigungsanfrage gibt es nicht. Bitte fordern Sie einen neuen Code an.');

export const invalidCode = () => new AppError(422, 'mfa_verification_failed', 'Der Code ist ungültig.');

export const codeAlreadyUsed = () =>
  new AppError(
    422,
    'mfa_verification_failed',
    'Dieser Code wurde bereits verwendet. Bitte warten Sie auf den nächsten Code.',
  );

export const lastAttemptFailed = () =>
  new AppError(
    422,
    'mfa_verification_failed',
    'Der Code ist ungültig. Nach zu vielen Fehlversuchen ist diese Anfrage beendet – bitte fordern Sie einen neuen Code an.',
  );

export const challengeExhausted = () =>
  new AppError(422, 'mfa_challenge_expired', 'Zu viele Fehlversuche. Bitte fordern Sie einen neuen Code an.');

export const challengeExpired = () =>
  new AppError(
    422,
    'mfa_challenge_expired',
    'Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
  );

export const challengeAlreadyVerified = () =>
  new AppError(
    422,
    'mfa_challenge_expired',
    'Diese Bestätigung ist bereits abgeschlossen. Bitte fordern Sie einen neuen Code an.',
  );
