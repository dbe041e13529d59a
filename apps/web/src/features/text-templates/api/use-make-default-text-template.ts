import { setDefaultTextTemplate, type TextTemplate } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { textTemplatesKey } from '../../../lib/queries/text-template-keys.ts';

/** Makes a template the default of its usage; the server takes the flag from the previous one. */
export function useMakeDefaultTextTemplate() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<TextTemplate, ApiError, number>({
    mutationFn: (id) => api.call(setDefaultTextTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: textTemplatesKey(tenantId) }),
  });
}
