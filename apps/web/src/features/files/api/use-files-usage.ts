import { getFilesUsage } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { filesKeys } from './keys.ts';

/** Bytes used, the tenant's quota and the largest file the server takes. */
export function useFilesUsage() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: filesKeys.usage(tenantId),
    queryFn: ({ signal }) => api.call(getFilesUsage, { signal }),
  });
}
