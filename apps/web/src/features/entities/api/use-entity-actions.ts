import { entityContracts, type EntityDetail, type EntityType } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { entityKeys, refreshReferencedRecords } from '../../../lib/queries/entity-keys.ts';

/** Archive or restore: the record stays, only its place (active list or archive) changes. */
export function useArchiveEntity(type: EntityType) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<EntityDetail, ApiError, { id: number; archive: boolean }>({
    mutationFn: ({ id, archive }) =>
      api.call(entityContracts(type)[archive ? 'archive' : 'restore'], { params: { id } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(entityKeys.detail(tenantId, type, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: entityKeys.lists(tenantId, type) });
    },
  });
}

/** Deletes a record nothing refers to (the API answers 409 otherwise). */
export function useDeleteEntity(type: EntityType) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api.call(entityContracts(type).remove, { params: { id } }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: entityKeys.detail(tenantId, type, id) });
      refreshReferencedRecords(queryClient, tenantId);
      await queryClient.invalidateQueries({ queryKey: entityKeys.lists(tenantId, type) });
    },
  });
}
