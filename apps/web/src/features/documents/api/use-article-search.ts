import type { EntityList } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/** Active articles matching what is typed in the line search (number, name, description). */
export function useArticleSearch(term: string, enabled: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const q = term.trim();
  return useQuery({
    queryKey: documentKeys.articles(tenantId, q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '12', sort: 'name', archived: 'active' });
      if (q) params.set('q', q);
      return api.request<EntityList>('GET', `/api/entities/articles?${params}`, { signal });
    },
    enabled,
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}
