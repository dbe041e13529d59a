import { entityContracts, type EntityList, type EntityType } from '@kontor/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { listRequestQuery, previousPageQuery, type ListState } from '../list-state.ts';
import { continuablePage } from '../../../lib/queries/continuable-page.ts';
import { entityKeys } from '../../../lib/queries/entity-keys.ts';

/** A page as the list shows it: with the total, on cursor pages the one of the page before. */
export type ShownEntityList = Omit<EntityList, 'total'> & { total: number };

/**
 * One page of a type's list as the URL state asks for it. The next page of one just shown is
 * fetched by its keyset cursor — as fast on page 100 as on page 2, and without counting the list
 * again; a jump, a reload or a list changed meanwhile asks by offset and gets a fresh total.
 */
export function useEntityList(type: EntityType, state: ListState, options: { enabled?: boolean } = {}) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  const query = listRequestQuery(state);
  return useQuery({
    queryKey: entityKeys.list(tenantId, type, query),
    queryFn: async ({ signal }): Promise<ShownEntityList> => {
      const before = previousPageQuery(state);
      const beforeKey = before && entityKeys.list(tenantId, type, before);
      const walk = continuablePage<ShownEntityList>(queryClient, beforeKey);
      const page = await api.call(entityContracts(type).list, {
        query: walk ? { ...query, offset: undefined, cursor: walk.next_cursor } : query,
        signal,
      });
      return { ...page, total: page.total ?? walk?.total ?? page.items.length };
    },
    // While the next page or search loads, the previous rows stay (no flicker) — of the same type only.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === type ? previous : undefined,
    enabled: options.enabled ?? true,
  });
}
