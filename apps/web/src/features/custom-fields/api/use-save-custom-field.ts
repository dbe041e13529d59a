import {
  createCustomField,
  updateCustomField,
  type CustomFieldCreate,
  type CustomFieldDefinition,
  type CustomFieldUpdate,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { customFieldsKey } from './keys.ts';

export type SaveCustomFieldInput =
  { id?: undefined; body: CustomFieldCreate } | { id: number; body: CustomFieldUpdate };

/** Creates (without id) or changes a definition; every custom-field query of the tenant reloads. */
export function useSaveCustomField() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<CustomFieldDefinition, ApiError, SaveCustomFieldInput>({
    mutationFn: ({ id, body }) =>
      id === undefined
        ? api.call(createCustomField, { body })
        : api.call(updateCustomField, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldsKey(tenantId) }),
  });
}
