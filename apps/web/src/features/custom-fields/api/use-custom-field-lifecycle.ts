import { removeCustomField, restoreCustomField, type CustomFieldDefinition } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { customFieldsKey } from './keys.ts';

function useFieldAction(contract: typeof removeCustomField | typeof restoreCustomField) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<CustomFieldDefinition, ApiError, number>({
    mutationFn: (id) => api.call(contract, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldsKey(tenantId) }),
  });
}

/** Removes a field (DELETE /api/custom-fields/:id); its values stay stored. */
export const useRemoveCustomField = () => useFieldAction(removeCustomField);

/** Brings a removed field back (POST /api/custom-fields/:id/restore). */
export const useRestoreCustomField = () => useFieldAction(restoreCustomField);
