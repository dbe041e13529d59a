import { z } from 'zod';
import { ZUser } from '../auth/session.schemas.ts';
import { requiredText } from '../text-fields.ts';

/** A user may keep at most this many factors (verified or not). */
export const MAX_FACTORS_PER_USER = 10;
/** A challenge (and the code sent for it) is valid this long. */
export const MFA_CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes a challenge survives; after that a new challenge is needed. */
export const MFA_MAX_FAILED_ATTEMPTS = 5;
export const DEFAULT_TOTP_ISSUER = 'Kontor';

export const ZFactorType = z.enum(['totp', 'phone'], {
  error: 'Bitte die Art des Faktors angeben (totp oder phone).',
});
export type FactorType = z.infer<typeof ZFactorType>;
export const ZFactorStatus = z.enum(['unverified', 'verified']);

const PHONE_FORMAT_MESSAGE =
  'Bitte die Telefonnummer im internationalen Format angeben, z. B. +49 151 23456789.';

/** E.164; spaces and hyphens as people type them are dropped first. */
export const ZPhoneE164 = z
  .string({ error: 'Bitte eine Telefonnummer angeben.' })
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.e164({ error: PHONE_FORMAT_MESSAGE }));

export const ZEnrollFactorBody = z
  .object({
    factor_type: ZFactorType,
    friendly_name: requiredText(100, 'Der Name', 'Bitte einen Namen angeben.').optional(),
    issuer: requiredText(100, 'Der Aussteller', 'Bitte einen Aussteller angeben.').optional(),
    phone: ZPhoneE164.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.factor_type === 'phone' && !body.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Bitte eine Telefonnummer angeben.' });
    }
  });
export type EnrollFactorBody = z.infer<typeof ZEnrollFactorBody>;

/** A factor as the client sees it; secrets never leave the server after enrollment. */
export const ZFactor = z.object({
  id: z.uuid(),
  factor_type: ZFactorType,
  friendly_name: z.string().nullable(),
  status: ZFactorStatus,
  issuer: z.string().optional(),
  phone: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Factor = z.infer<typeof ZFactor>;

export const ZEnrolledFactor = ZFactor.extend({
  totp: z
    .object({
      qr_code: z.string(),
      secret: z.string(),
      uri: z.string(),
    })
    .optional(),
});
export type EnrolledFactor = z.infer<typeof ZEnrolledFactor>;

export const ZFactorList = z.object({
  all: z.array(ZFactor),
  totp: z.array(ZFactor),
  phone: z.array(ZFactor),
});

export const ZFactorParams = z.object({
  factorId: z.uuid({ error: 'Diesen Faktor gibt es nicht.' }),
});

export const ZChallengeBody = z
  .object({
    channel: z.enum(['sms', 'whatsapp'], { error: 'Bitte „sms“ oder „whatsapp“ angeben.' }).optional(),
  })
  // A POST without any body arrives as null.
  .nullish();

export const ZChallenge = z.object({
  id: z.uuid(),
  type: ZFactorType,
  expires_at: z.number().int(),
});

export const ZVerifyBody = z.object({
  challenge_id: z.uuid({ error: 'Diese Bestätigungsanfrage gibt es nicht.' }),
  code: z
    .string({ error: 'Bitte den 6-stelligen Code angeben.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Bitte den 6-stelligen Code angeben.' }),
});

/** The session after a successful second factor (SPEC §3 "Session"). */
export const ZMfaSession = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  user: ZUser,
});
export type MfaSession = z.infer<typeof ZMfaSession>;
