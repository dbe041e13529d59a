import { type NumberRange, type NumberRangeInput, updateNumberRange } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { numberRangesKey } from './keys.ts';

export function useSaveNumberRange() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<NumberRange, ApiError, NumberRangeInput & { key: string }>({
    mutationFn: ({ key, ...body }) => api.call(updateNumberRange, { params: { key }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<NumberRange[]>(numberRangesKey(tenantId), (list) =>
        list?.map((range) => (range.key === saved.key ? saved : range)),
      );
      await queryClient.invalidateQueries({ queryKey: numberRangesKey(tenantId) });
    },
  });
}
