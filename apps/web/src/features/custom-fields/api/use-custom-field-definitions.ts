import { listCustomFields } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { allCustomFieldsKey } from './keys.ts';

/** Every custom field definition of the tenant (all types, removed ones included), in order. */
export function useCustomFieldDefinitions() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: allCustomFieldsKey(tenantId),
    queryFn: async ({ signal }) => (await api.call(listCustomFields, { signal })).items,
  });
}
