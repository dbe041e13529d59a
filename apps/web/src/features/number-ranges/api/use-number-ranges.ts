import { listNumberRanges } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { numberRangesKey } from './keys.ts';

/** Every number range of the tenant with its next number. */
export function useNumberRanges() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: numberRangesKey(tenantId),
    queryFn: async ({ signal }) => (await api.call(listNumberRanges, { signal })).items,
    // Every new customer or invoice moves a counter without a realtime event of this area.
    staleTime: 0,
  });
}
