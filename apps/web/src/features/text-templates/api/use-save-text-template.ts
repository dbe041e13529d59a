import {
  createTextTemplate,
  type TextTemplate,
  type TextTemplateInput,
  updateTextTemplate,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { textTemplatesKey } from '../../../lib/queries/text-template-keys.ts';

export interface SaveTextTemplateInput extends TextTemplateInput {
  /** Absent: create. */
  id?: number;
  /** The version the editor started from (edit only). */
  version?: number;
}

export function useSaveTextTemplate() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<TextTemplate, ApiError, SaveTextTemplateInput>({
    mutationFn: ({ id, ...body }) =>
      id === undefined
        ? api.call(createTextTemplate, { body })
        : api.call(updateTextTemplate, { params: { id }, body: { ...body, version: body.version! } }),
    // Saving a default also changes the previous default of the usage: reload the whole list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: textTemplatesKey(tenantId) }),
  });
}
