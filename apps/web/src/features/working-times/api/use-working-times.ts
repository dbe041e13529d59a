import { getWorkingTime, getWorkingTimeEvaluation, listWorkingTimes } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { workingTimeKeys } from './keys.ts';

/** A person's records of a month (without `profileId`: the caller's own) and whether it is closed. */
export function useWorkingTimes(profileId: number | undefined, month: string) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: workingTimeKeys.month(tenantId, profileId, month),
    queryFn: ({ signal }) => api.call(listWorkingTimes, { query: { profile_id: profileId, month }, signal }),
  });
}

export function useWorkingTime(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: workingTimeKeys.detail(tenantId, id),
    queryFn: ({ signal }) => api.call(getWorkingTime, { params: { id }, signal }),
  });
}

export function useEvaluation(profileId: number, month: string) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: workingTimeKeys.evaluation(tenantId, profileId, month),
    queryFn: ({ signal }) =>
      api.call(getWorkingTimeEvaluation, { query: { profile_id: profileId, month }, signal }),
    retry: false,
  });
}
