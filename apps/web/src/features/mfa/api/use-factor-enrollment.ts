import { ZEnrollFactorBody } from '@kontor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useCodeVerification } from './use-code-verification.ts';
import { useMfaClient } from './use-mfa-client.ts';
import { usePendingFactor } from './use-pending-factor.ts';

export interface EnrollmentProps {
  onDone: (name: string | null) => void;
  onCancel: () => void;
}

/** What a setup sends besides the optional name. */
type FactorDetails = { factor_type: 'totp' } | { factor_type: 'phone'; phone: string };

export type FactorEnrollment = ReturnType<typeof useFactorEnrollment>;

/**
 * The course every setup takes: enroll the factor (checked with the server's schema first), then
 * confirm it with a first code, or cancel, which removes the half-done factor again.
 */
export function useFactorEnrollment({ onDone, onCancel }: EnrollmentProps) {
  const { t } = useTranslation(['mfa', 'common']);
  const mfa = useMfaClient();
  const { pending, setPending, discard, keep } = usePendingFactor();
  const verification = useCodeVerification(pending);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const enroll = async (details: FactorDetails, name: string) => {
    const parsed = ZEnrollFactorBody.safeParse({
      ...details,
      // Optional: without a name the list shows the kind of factor.
      ...(name.trim() && { friendly_name: name }),
    });
    if (!parsed.success) {
      setError(new ApiError(400, 'validation_error', '', fieldErrorsOf(parsed.error.issues)));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await mfa.enroll(parsed.data);
      if (result.error) {
        setError(result.error);
        return;
      }
      setPending(result.data);
      // A phone is confirmed with a code by SMS, so the first one goes out at once.
      if (details.factor_type === 'phone') await verification.sendCode(result.data);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught
          : new ApiError(0, 'unknown', t('errors.generic', { ns: 'common' })),
      );
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    await discard();
    onCancel();
  };

  const confirm = async (code: string) => {
    const accepted = await verification.verify(code);
    if (accepted && pending) {
      keep();
      onDone(pending.friendly_name);
    }
    return accepted;
  };

  return { pending, verification, error, busy, enroll, cancel, confirm };
}
