import { type EntityType, type HistoryItem, recordHistoryContracts } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { recordHistoryKey } from './use-record-history.ts';

/** Adds a note to a record's history; the timeline reloads with it on top. */
export function useAddHistoryNote(type: EntityType, id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<HistoryItem, ApiError, string>({
    mutationFn: (text) => api.call(recordHistoryContracts(type).addNote, { params: { id }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordHistoryKey(tenantId, type, id) }),
  });
}
