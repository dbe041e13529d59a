import type { EntityDetail, EntityType } from '@kontor/contracts';
import { useQueries } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';
import { entityKeys } from './entity-keys.ts';
import { fetchEntity } from './use-entity.ts';

/**
 * The record a reference points to, when only its id is known: `refs` carry names but not types,
 * and a contact's company may be a customer or a vendor. Asks each allowed type for the id (ids
 * are unique across types); the answer is cached, so following the link afterwards is instant.
 */
export function useReferencedRecord(
  types: readonly EntityType[],
  id: number | null,
  enabled: boolean,
): { type?: EntityType; record?: EntityDetail } {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const results = useQueries({
    queries: types.map((type) => ({
      queryKey: entityKeys.detail(tenantId, type, id ?? 0),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchEntity(api, type, id ?? 0, signal),
      enabled: enabled && id !== null,
      // A 404 only says "not this type".
      retry: false,
    })),
  });
  const found = results.findIndex((r) => r.data !== undefined);
  return found >= 0 ? { type: types[found], record: results[found]!.data } : {};
}
