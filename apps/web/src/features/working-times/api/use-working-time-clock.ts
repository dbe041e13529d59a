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

/** Kommen/Gehen state; refetched each minute so today's net time moves on. */
export function useWorkingTimeClock() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: workingTimeClockKey(tenantId),
    queryFn: ({ signal }) => api.call(getWorkingTimeClock, { signal }),
    refetchInterval: 60_000,
  });
}

export type ClockAction = 'in' | 'out' | 'breakStart' | 'breakEnd';

/** One of the four taps; every one refreshes the month list and the evaluation too. */
export function useClockAction() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: async ({ action, source }: { action: ClockAction; source: 'web' | 'phone' }) => {
      if (action === 'in') return { clock: await api.call(clockIn, { body: { source } }), record: null };
      if (action === 'out') return api.call(clockOut, {});
      const contract = action === 'breakStart' ? startWorkingTimeBreak : endWorkingTimeBreak;
      return { clock: await api.call(contract, {}), record: null };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingTimesKey(tenantId) }),
  });
}
