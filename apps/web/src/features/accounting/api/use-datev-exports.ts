import { listDatevExports } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { datevExportsKey } from './keys.ts';

/** The DATEV export history, newest first. */
export function useDatevExports() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: datevExportsKey(tenantId),
    queryFn: ({ signal }) => api.call(listDatevExports, { signal }),
  });
}
