import { getEmailAccount } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { emailAccountKey } from './keys.ts';

/** One account; no request without an id (create mode). */
export function useEmailAccount(id: number | undefined) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: emailAccountKey(tenantId, id ?? 0),
    queryFn: ({ signal }) => api.call(getEmailAccount, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}
