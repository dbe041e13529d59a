import type {
  challengeFactor,
  ContractResponse,
  EnrollFactorBody,
  EnrolledFactor,
  listFactors,
  MfaSession,
} from '@kontor/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { AuthEvents } from '../../../lib/auth-events.ts';
import { startUpRoutes as routes } from '../../../lib/start-up-routes.ts';

export type FactorList = ContractResponse<typeof listFactors>;
export type Challenge = ContractResponse<typeof challengeFactor>;

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

/** The browser's MFA helper on top of the product API (`/auth/v1/factors…`). */
export function createMfaClient(api: ApiClient, events: AuthEvents): MfaClient {
  return {
    enroll: (params) => settle(api.call(routes.enrollFactor, { body: params })),
    challenge: ({ factorId, channel }) =>
      settle(api.call(routes.challengeFactor, { params: { factorId }, body: channel ? { channel } : {} })),
    async verify({ factorId, challengeId, code }) {
      const result = await settle(
        api.call(routes.verifyFactor, { params: { factorId }, body: { challenge_id: challengeId, code } }),
      );
      if (result.data) await events.emit({ type: 'challenge_verified', session: result.data });
      return result;
    },
    listFactors: () => settle(api.call(routes.listFactors)),
    unenroll: ({ factorId }) => settle(api.call(routes.unenrollFactor, { params: { factorId } })),
  };
}
