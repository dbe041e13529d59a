import { getAccountingLock, lockAccountingPeriod } from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { accountingLockKey } from './keys.ts';

/** Up to which month end the books are locked (Festschreibung). */
export function useAccountingLock() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: accountingLockKey(tenantId),
    queryFn: ({ signal }) => api.call(getAccountingLock, { signal }),
  });
}

/** Locks the books up to the end of a month ("2026-10"). */
export function useLockAccountingPeriod() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => api.call(lockAccountingPeriod, { body: { month } }),
    onSuccess: (lock) => queryClient.setQueryData(accountingLockKey(tenantId), lock),
  });
}
