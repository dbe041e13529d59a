import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  ZChallenge,
  ZChallengeBody,
  ZEnrollFactorBody,
  ZEnrolledFactor,
  ZFactorList,
  ZFactorParams,
  ZMfaSession,
  ZVerifyBody,
} from './mfa.schemas.ts';

// Reachable with an aal1 token: that is how the second factor is reached in the first place.
// Enrolling and removing check in the service: at aal1 only while the user has no verified factor.
const mfaAccess = { access: 'authenticated', allowAal1: true } as const;
// Listing, challenging and verifying also before a pending password change, which needs aal2.
const secondFactorAccess = { ...mfaAccess, allowPendingPasswordChange: true } as const;

export const enrollFactor = defineContract({
  method: 'POST',
  path: '/auth/v1/factors',
  ...mfaAccess,
  summary: 'Zweiten Faktor einrichten (TOTP-App oder Telefon); liefert bei TOTP QR-Code und Schlüssel.',
  body: ZEnrollFactorBody,
  response: ZEnrolledFactor,
});

export const listFactors = defineContract({
  method: 'GET',
  path: '/auth/v1/factors',
  ...secondFactorAccess,
  summary: 'Die Faktoren des angemeldeten Benutzers (ohne Geheimnisse).',
  response: ZFactorList,
});

export const challengeFactor = defineContract({
  method: 'POST',
  path: '/auth/v1/factors/:factorId/challenge',
  ...secondFactorAccess,
  summary: 'Bestätigung anfordern; bei Telefon-Faktoren wird ein Code per SMS gesendet.',
  params: ZFactorParams,
  body: ZChallengeBody,
  response: ZChallenge,
});

export const verifyFactor = defineContract({
  method: 'POST',
  path: '/auth/v1/factors/:factorId/verify',
  ...secondFactorAccess,
  summary: 'Code prüfen; hebt die Sitzung auf aal2 und liefert ein neues Token.',
  params: ZFactorParams,
  body: ZVerifyBody,
  response: ZMfaSession,
});

export const unenrollFactor = defineContract({
  method: 'DELETE',
  path: '/auth/v1/factors/:factorId',
  ...mfaAccess,
  summary: 'Faktor entfernen; mit einem bestätigten Faktor nur in einer aal2-Sitzung.',
  params: ZFactorParams,
  response: z.object({ id: z.uuid() }),
});
