import {
  entityImportContracts,
  type ImportableEntityType,
  type ImportRequest,
  type ImportResult,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';

export interface RunImportCallbacks {
  onSuccess: (result: ImportResult) => void;
  onError: (error: ApiError) => void;
}

/**
 * Imports the file. The callbacks live on the mutation itself, so the result toast still
 * appears when the user has left the page while a long import runs.
 */
export function useRunImport(type: ImportableEntityType, callbacks: RunImportCallbacks) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<ImportResult, ApiError, ImportRequest>({
    mutationFn: (request) => api.call(entityImportContracts(type).run, { body: request }),
    onSuccess: async (result) => {
      // Lists, records and pickers of the type ([tenant, id, type, …]) show the imported rows.
      await queryClient.invalidateQueries({ queryKey: tenantKey(tenantId, type) });
      callbacks.onSuccess(result);
    },
    onError: callbacks.onError,
  });
}
