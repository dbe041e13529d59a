import { listTextTemplates } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';
import { textTemplatesKey } from './text-template-keys.ts';

/** All templates of the tenant (a handful per usage), sorted by usage and name. */
export function useTextTemplates() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...textTemplatesKey(tenantId), 'list'],
    queryFn: async ({ signal }) => (await api.call(listTextTemplates, { signal })).items,
  });
}
