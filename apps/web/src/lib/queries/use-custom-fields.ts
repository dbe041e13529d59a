import { activeCustomFields, type EntityType, listCustomFields } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';
import { customFieldsKey } from './entity-keys.ts';

/** The tenant's active custom fields of a type, as field definitions in form order. */
export function useCustomFields(type: EntityType) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: customFieldsKey(tenantId, type),
    queryFn: ({ signal }) => api.call(listCustomFields, { query: { entity_type: type }, signal }),
    select: (answer) => activeCustomFields(answer.items, type),
  });
}
