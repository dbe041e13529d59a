import { entityContracts } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
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
      const query = { limit: 12, sort: 'name', archived: 'active', q } as const;
      return api.call(entityContracts('articles').list, { query, signal });
    },
    enabled,
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });
}
