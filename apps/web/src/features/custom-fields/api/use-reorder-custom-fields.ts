import { reorderCustomFields, type CustomFieldDefinition, type EntityType } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { allCustomFieldsKey, customFieldsKey } from './keys.ts';

interface Reorder {
  entityType: EntityType;
  ids: number[];
}

/** Saves a new order of a type's active fields; the list shows it at once and goes back on failure. */
export function useReorderCustomFields() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  const listKey = allCustomFieldsKey(tenantId);
  return useMutation<unknown, ApiError, Reorder, { before?: CustomFieldDefinition[] }>({
    mutationFn: ({ entityType, ids }) =>
      api.call(reorderCustomFields, { body: { entity_type: entityType, ids } }),
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<CustomFieldDefinition[]>(listKey);
      const place = new Map(ids.map((id, index) => [id, index]));
      queryClient.setQueryData<CustomFieldDefinition[]>(listKey, (list) =>
        list?.map((field) => (place.has(field.id) ? { ...field, sort_order: place.get(field.id)! } : field)),
      );
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(listKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customFieldsKey(tenantId) }),
  });
}
