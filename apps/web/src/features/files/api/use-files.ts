import { listFiles, type ContractQuery } from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { filesKeys } from './keys.ts';

/** One page of files; the previous page stays visible while the next loads. */
export function useFiles(query: ContractQuery<typeof listFiles>) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: filesKeys.list(tenantId, query),
    queryFn: ({ signal }) => api.call(listFiles, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
