import type { EnrollFactorBody, EnrolledFactor, Factor, FactorType, MfaSession } from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { AuthEvents } from '../../../lib/auth-events.ts';

export interface FactorList {
  all: Factor[];
  /** Verified factors only: those are the usable ones. */
  totp: Factor[];
  phone: Factor[];
}

export interface Challenge {
  id: string;
  type: FactorType;
  /** Unix seconds. */
  expires_at: number;
}

/** SPEC §8: a known authentication error is an answer, not an exception. */
export type MfaResult<T> = { data: T; error: null } | { data: null; error: ApiError };

export interface MfaClient {
  enroll(params: EnrollFactorBody): Promise<MfaResult<EnrolledFactor>>;
  challenge(params: { factorId: string; channel?: 'sms' | 'whatsapp' }): Promise<MfaResult<Challenge>>;
  /** On success the new session has already reached every `challenge_verified` subscriber. */
  verify(params: { factorId: string; challengeId: string; code: string }): Promise<MfaResult<MfaSession>>;
  listFactors(): Promise<MfaResult<FactorList>>;
  unenroll(params: { factorId: string }): Promise<MfaResult<{ id: string }>>;
}

/**
 * The server has answered and refused (wrong code, expired challenge, aal2 needed, too many
 * attempts, session gone): the caller shows the message. Network failures and server faults
 * are not authentication answers and are thrown.
 */
export const isKnownAuthError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

async function settle<T>(call: Promise<T>): Promise<MfaResult<T>> {
  try {
    return { data: await call, error: null };
  } catch (error) {
    if (isKnownAuthError(error)) return { data: null, error };
    throw error;
  }
}

const factorPath = (factorId: string) => `/auth/v1/factors/${encodeURIComponent(factorId)}`;

/** The browser's MFA helper on top of the product API (`/auth/v1/factors…`). */
export function createMfaClient(api: ApiClient, events: AuthEvents): MfaClient {
  return {
    enroll: (params) => settle(api.request<EnrolledFactor>('POST', '/auth/v1/factors', { body: params })),
    challenge: ({ factorId, channel }) =>
      settle(
        api.request<Challenge>('POST', `${factorPath(factorId)}/challenge`, {
          body: channel ? { channel } : {},
        }),
      ),
    async verify({ factorId, challengeId, code }) {
      const result = await settle(
        api.request<MfaSession>('POST', `${factorPath(factorId)}/verify`, {
          body: { challenge_id: challengeId, code },
        }),
      );
      if (result.data) await events.emit({ type: 'challenge_verified', session: result.data });
      return result;
    },
    listFactors: () => settle(api.request<FactorList>('GET', '/auth/v1/factors')),
    unenroll: ({ factorId }) => settle(api.request<{ id: string }>('DELETE', factorPath(factorId))),
  };
}
