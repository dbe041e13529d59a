import { type ContractResponse, verifyHistory } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';

export type ChainVerdict = ContractResponse<typeof verifyHistory>;

/** A check the user starts on purpose (it reads the whole chain), so a mutation, not a cached query. */
export function useVerifyHistory() {
  const { api } = useServices();
  return useMutation({
    mutationFn: () => api.call(verifyHistory),
  });
}
