import type { Factor } from '@kontor/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useMfaClient } from './use-mfa-client.ts';

/** Factors belong to the user, not the tenant; the tenant prefix keeps the cache rule uniform. */
export const useFactorsKey = () => {
  const activeTenant = useSession((s) => s.activeTenant);
  return useMemo(() => tenantKey(activeTenant, 'mfa', 'factors'), [activeTenant]);
};

const NO_FACTORS: Factor[] = [];

/** All factors of the signed-in user, verified or not. */
export function useFactors() {
  const mfa = useMfaClient();
  const query = useQuery({
    queryKey: useFactorsKey(),
    queryFn: async () => {
      const { data, error } = await mfa.listFactors();
      if (error) throw error;
      return data;
    },
  });
  return { ...query, factors: query.data?.all ?? NO_FACTORS };
}

export function useInvalidateFactors() {
  const queryClient = useQueryClient();
  const key = useFactorsKey();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
}

/** An open screen listens for 'challenge verified': a factor may just have become verified. */
export function useRefreshFactorsOnVerify() {
  const { authEvents } = useServices();
  const invalidate = useInvalidateFactors();
  useEffect(() => authEvents.subscribe(() => void invalidate()), [authEvents, invalidate]);
}
