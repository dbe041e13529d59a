import {
  createTypedProject,
  entityContracts,
  type EntityDetail,
  type EntityType,
  type EntityWrite,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { entityKeys, refreshReferencedRecords } from '../../../lib/queries/entity-keys.ts';

export interface SaveEntityInput {
  /** Absent: create. */
  id?: number;
  /** The version the form started from (edit only); a newer one on the server answers 409. */
  version?: number;
  body: EntityWrite;
  /** A new project's type: its first phase and default tasks come with the project. */
  projectTypeId?: number | null;
}

export function useSaveEntity(type: EntityType) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<EntityDetail, ApiError, SaveEntityInput>({
    mutationFn: ({ id, version, body, projectTypeId }) =>
      id === undefined && type === 'projects'
        ? api.call(createTypedProject, { body: { ...body, project_type_id: projectTypeId ?? null } })
        : id === undefined
          ? api.call(entityContracts(type).create, { body })
          : api.call(entityContracts(type).update, { params: { id }, body: { ...body, version: version! } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(entityKeys.detail(tenantId, type, saved.id), saved);
      refreshReferencedRecords(queryClient, tenantId, saved.id);
      await queryClient.invalidateQueries({ queryKey: entityKeys.lists(tenantId, type) });
      // A typed project brings its default tasks.
      if (type === 'projects')
        void queryClient.invalidateQueries({ queryKey: entityKeys.lists(tenantId, 'tasks') });
    },
  });
}
