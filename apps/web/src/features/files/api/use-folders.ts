import { listFolders } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { filesKeys } from './keys.ts';

/** Every folder of the tenant, flat (the tree is built from `parent_id`). */
export function useFolders() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: filesKeys.folders(tenantId),
    queryFn: async ({ signal }) => (await api.call(listFolders, { signal })).items,
  });
}
