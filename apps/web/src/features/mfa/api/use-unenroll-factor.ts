import type { Factor } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useSessionStore } from '../../../lib/session/use-session.ts';
import { useInvalidateFactors } from './use-factors.ts';
import { useMfaClient } from './use-mfa-client.ts';

/** Removes a factor; afterwards the session's assurance levels are read again (next level may drop). */
export function useUnenrollFactor() {
  const mfa = useMfaClient();
  const session = useSessionStore();
  const invalidate = useInvalidateFactors();
  return useMutation({
    mutationFn: async (factor: Factor) => {
      const { data, error } = await mfa.unenroll({ factorId: factor.id });
      if (error) throw error;
      return data;
    },
    onSettled: async () => {
      await Promise.all([invalidate(), session.loadUser()]);
    },
  });
}
