import { type TenantSettings, updateTenantSettings } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import type { DocumentSettingsValues } from '../components/document-settings-values.ts';
import type { toRequestBody } from '../components/tenant-settings-values.ts';
import { tenantSettingsKey } from '../../../lib/queries/use-tenant-settings.ts';

export type SaveTenantSettingsBody = ReturnType<typeof toRequestBody> & Partial<DocumentSettingsValues>;

/** PUT with the version the form started from; a stale one answers 409 and changes nothing. */
export function useSaveTenantSettings() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<TenantSettings, ApiError, SaveTenantSettingsBody>({
    mutationFn: (body) => api.call(updateTenantSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(tenantSettingsKey(tenantId), saved),
  });
}
