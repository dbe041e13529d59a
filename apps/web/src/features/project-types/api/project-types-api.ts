import {
  createProjectType,
  deleteProjectType,
  getProjectOverview,
  getProjectType,
  listProjectTypes,
  setProjectPhase,
  updateProjectType,
  type ContractBody,
  type ProjectOverview,
  type ProjectType,
  type ProjectTypeInput,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// 'projectType' and 'projects' are the history entities, so someone else's change refreshes these.
const typesKey = (tenantId: number) => tenantKey(tenantId, 'projectType');
const overviewKey = (tenantId: number, id: number) => tenantKey(tenantId, 'projects', 'overview', id);

export function useProjectTypes() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...typesKey(tenantId), 'list'],
    queryFn: async ({ signal }) => (await api.call(listProjectTypes, { signal })).items,
  });
}

export function useProjectType(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...typesKey(tenantId), 'detail', id],
    queryFn: ({ signal }) => api.call(getProjectType, { params: { id }, signal }),
  });
}

export function useSaveProjectType() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<ProjectType, ApiError, { id?: number; version?: number; body: ProjectTypeInput }>({
    mutationFn: ({ id, version, body }) =>
      id === undefined
        ? api.call(createProjectType, { body })
        : api.call(updateProjectType, { params: { id }, body: { ...body, version: version! } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: typesKey(tenantId) }),
  });
}

export function useDeleteProjectType() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api.call(deleteProjectType, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: typesKey(tenantId) }),
  });
}

export function useProjectOverview(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: overviewKey(tenantId, id),
    queryFn: ({ signal }) => api.call(getProjectOverview, { params: { id }, signal }),
  });
}

export function useSetProjectPhase(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<ProjectOverview, ApiError, ContractBody<typeof setProjectPhase>>({
    mutationFn: (body) => api.call(setProjectPhase, { params: { id }, body }),
    onSuccess: (overview) => {
      queryClient.setQueryData(overviewKey(tenantId, id), overview);
      void queryClient.invalidateQueries({ queryKey: typesKey(tenantId) });
    },
  });
}
