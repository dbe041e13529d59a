import {
  clockIn,
  clockOut,
  endWorkingTimeBreak,
  getWorkingTimeClock,
  startWorkingTimeBreak,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { workingTimeClockKey, workingTimesKey } from './keys.ts';

/**
 * Kommen/Gehen state (one's own, or with `profileId` someone else's for a manager); refetched each
 * minute so today's net time moves on.
 */
export function useWorkingTimeClock(profileId?: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...workingTimeClockKey(tenantId), profileId ?? 'own'],
    queryFn: ({ signal }) =>
      api.call(getWorkingTimeClock, {
        query: profileId === undefined ? {} : { profile_id: profileId },
        signal,
      }),
    refetchInterval: 60_000,
  });
}

export type ClockAction = 'in' | 'out' | 'breakStart' | 'breakEnd';

/** One of the four taps; every one refreshes the month list and the evaluation too. */
export function useClockAction(profileId?: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: async ({ action, source }: { action: ClockAction; source: 'web' | 'phone' }) => {
      const person = profileId === undefined ? {} : { profile_id: profileId };
      if (action === 'in')
        return { clock: await api.call(clockIn, { body: { source, ...person } }), record: null };
      if (action === 'out') return api.call(clockOut, { body: person });
      const contract = action === 'breakStart' ? startWorkingTimeBreak : endWorkingTimeBreak;
      return { clock: await api.call(contract, { body: person }), record: null };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingTimesKey(tenantId) }),
  });
}
