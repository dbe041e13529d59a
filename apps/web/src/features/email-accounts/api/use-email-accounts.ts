import { listEmailAccounts } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { emailAccountsKey } from './keys.ts';

export function useEmailAccounts() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...emailAccountsKey(tenantId), 'list'],
    queryFn: async ({ signal }) => (await api.call(listEmailAccounts, { signal })).items,
  });
}
