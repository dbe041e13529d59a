import type { FactorType } from '@kontor/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import type { Challenge } from './mfa-client.ts';
import { useMfaClient } from './use-mfa-client.ts';

interface VerifiableFactor {
  id: string;
  factor_type: FactorType;
}

/** Codes that end the current challenge: the next attempt needs a new one. */
const ENDS_CHALLENGE = new Set(['mfa_challenge_expired', 'not_found']);

/**
 * Challenge and verify for one factor. A TOTP challenge is opened when the code is submitted (the
 * app already shows the code); a phone challenge sends the SMS, so it is opened on request.
 * A challenge survives wrong codes until the server ends it.
 */
export function useCodeVerification(factor: VerifiableFactor | null) {
  const { t } = useTranslation(['mfa', 'common']);
  const mfa = useMfaClient();
  const challenge = useRef<Challenge | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      // Not an authentication answer: the network or the server failed.
      setError(
        caught instanceof ApiError
          ? caught
          : new ApiError(0, 'unknown', t('errors.generic', { ns: 'common' })),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };

  const openChallenge = async (factorId: string) => {
    const result = await mfa.challenge({ factorId });
    if (result.error) {
      setError(result.error);
      return null;
    }
    challenge.current = result.data;
    return result.data;
  };

  const isLive = (current: Challenge | null) => current !== null && current.expires_at * 1000 > Date.now();

  /** Phone: sends a (new) code. `target` serves a factor enrolled in the same event handler. */
  const sendCode = (target: VerifiableFactor | null = factor) =>
    run(async () => {
      if (!target) return false;
      const opened = await openChallenge(target.id);
      setCodeSent(opened !== null);
      return opened !== null;
    });

  const verify = (code: string) =>
    run(async () => {
      if (!factor) return false;
      let current = challenge.current;
      if (!isLive(current)) {
        if (factor.factor_type === 'phone') {
          challenge.current = null;
          setCodeSent(false);
          setError(new ApiError(0, 'no_challenge', t('code.needNewCode')));
          return false;
        }
        current = await openChallenge(factor.id);
        if (!current) return false;
      }
      const result = await mfa.verify({ factorId: factor.id, challengeId: current!.id, code });
      if (result.error) {
        if (ENDS_CHALLENGE.has(result.error.code)) {
          challenge.current = null;
          setCodeSent(false);
        }
        setError(result.error);
        return false;
      }
      challenge.current = null;
      return true;
    });

  /** Another factor was chosen: its challenge starts from scratch. */
  const reset = useCallback(() => {
    challenge.current = null;
    setCodeSent(false);
    setError(null);
  }, []);

  return { error, busy, codeSent, sendCode, verify, reset };
}
