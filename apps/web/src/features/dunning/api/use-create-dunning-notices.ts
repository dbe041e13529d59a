import { createDunningNotice, type DunningNotice, type DunningNoticeCreate } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentsAreaKey } from './keys.ts';

export interface CreateNoticeRequest {
  documentId: number;
  label: string;
  body: DunningNoticeCreate;
}

export interface CreateNoticesResult {
  created: DunningNotice[];
  failed: { label: string; message: string }[];
}

/**
 * Creates notices one invoice after the other: each is its own transaction on the server, so one
 * refused invoice (paid meanwhile, already at that level) does not stop the others.
 */
export function useCreateDunningNotices() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<CreateNoticesResult, ApiError, CreateNoticeRequest[]>({
    mutationFn: async (requests) => {
      const result: CreateNoticesResult = { created: [], failed: [] };
      for (const { documentId, label, body } of requests) {
        try {
          result.created.push(await api.call(createDunningNotice, { params: { id: documentId }, body }));
        } catch (error) {
          result.failed.push({ label, message: (error as Error).message });
        }
      }
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsAreaKey(tenantId) }),
  });
}
