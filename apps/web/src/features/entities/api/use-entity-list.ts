import { entityContracts, type EntityType } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { listRequestQuery, type ListState } from '../list-state.ts';
import { entityKeys } from '../../../lib/queries/entity-keys.ts';

/** One page of a type's list as the URL state asks for it. */
export function useEntityList(type: EntityType, state: ListState, options: { enabled?: boolean } = {}) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = listRequestQuery(state);
  return useQuery({
    queryKey: entityKeys.list(tenantId, type, query),
    queryFn: ({ signal }) => api.call(entityContracts(type).list, { query, signal }),
    // While the next page or search loads, the previous rows stay (no flicker) — of the same type only.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === type ? previous : undefined,
    enabled: options.enabled ?? true,
  });
}
