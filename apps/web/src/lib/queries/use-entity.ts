import { entityContracts, type EntityType } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';
import { entityKeys } from './entity-keys.ts';

export const fetchEntity = (
  api: ReturnType<typeof useServices>['api'],
  type: EntityType,
  id: number,
  signal?: AbortSignal,
) => api.call(entityContracts(type).get, { params: { id }, signal });

/** One record with the names it refers to and how often it is referred to. */
export function useEntity(type: EntityType, id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: entityKeys.detail(tenantId, type, id),
    queryFn: ({ signal }) => fetchEntity(api, type, id, signal),
  });
}
