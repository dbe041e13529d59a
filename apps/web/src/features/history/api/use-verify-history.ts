import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';

export interface ChainVerdict {
  ok: boolean;
  items: number;
  broken_at_id: number | null;
  reason: 'changed' | 'missing' | null;
}

/** A check the user starts on purpose (it reads the whole chain), so a mutation, not a cached query. */
export function useVerifyHistory() {
  const { api } = useServices();
  return useMutation({
    mutationFn: () => api.request<ChainVerdict>('GET', '/api/historyitems/verify'),
  });
}
