import type { EnrolledFactor } from '@kontor/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInvalidateFactors } from './use-factors.ts';
import { useMfaClient } from './use-mfa-client.ts';

/**
 * A factor enrolled but not yet confirmed. Leaving the setup (Abbrechen, closing the panel)
 * removes it again: its secret is never shown a second time, so it could not be finished later.
 */
export function usePendingFactor() {
  const mfa = useMfaClient();
  const invalidate = useInvalidateFactors();
  const [pending, setPendingState] = useState<EnrolledFactor | null>(null);
  const current = useRef<EnrolledFactor | null>(null);

  const setPending = useCallback((factor: EnrolledFactor | null) => {
    current.current = factor;
    setPendingState(factor);
  }, []);

  const discard = useCallback(async () => {
    const factor = current.current;
    current.current = null;
    if (!factor) return;
    // Best effort: an unverified factor left behind protects nothing and shows as "unbestätigt".
    await mfa.unenroll({ factorId: factor.id }).catch(() => undefined);
    await invalidate();
  }, [mfa, invalidate]);

  // Only on unmount: the latest `discard` through a ref, so a re-render never drops the factor.
  const discardOnUnmount = useRef(discard);
  discardOnUnmount.current = discard;
  useEffect(
    () => () => {
      void discardOnUnmount.current();
    },
    [],
  );

  /** Confirmed: it stays. */
  const keep = useCallback(() => {
    current.current = null;
  }, []);

  return { pending, setPending, discard, keep };
}
