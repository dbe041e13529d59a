import {
  createExternalDevice,
  listClockCredentials,
  listExternalDevices,
  renewExternalDeviceKey,
  setClockCredential,
  updateExternalDevice,
  type ClockCredential,
  type ContractBody,
  type ContractResponse,
  type ExternalDevice,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// Areas = the history entities, so someone else's change refreshes these queries.
const devicesKey = (tenantId: number) => tenantKey(tenantId, 'external_devices');
const credentialsKey = (tenantId: number) => tenantKey(tenantId, 'clock_credentials');

type WithKey = ContractResponse<typeof createExternalDevice>;

export function useExternalDevices() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...devicesKey(tenantId), 'list'],
    queryFn: async ({ signal }) => (await api.call(listExternalDevices, { signal })).items,
    // "zuletzt gesehen" moves on while the page is open.
    refetchInterval: 60_000,
  });
}

function useDevicesMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<R, ApiError, V>({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: devicesKey(tenantId) }),
  });
}

export function useCreateExternalDevice() {
  const { api } = useServices();
  return useDevicesMutation<ContractBody<typeof createExternalDevice>, WithKey>((body) =>
    api.call(createExternalDevice, { body }),
  );
}

export function useRenewExternalDeviceKey() {
  const { api } = useServices();
  return useDevicesMutation<number, WithKey>((id) => api.call(renewExternalDeviceKey, { params: { id } }));
}

export function useSetExternalDeviceActive() {
  const { api } = useServices();
  return useDevicesMutation<{ device: ExternalDevice; active: boolean }, ExternalDevice>(
    ({ device, active }) =>
      api.call(updateExternalDevice, {
        params: { id: device.id },
        body: { name: device.name, location: device.location, active },
      }),
  );
}

export function useClockCredentials() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...credentialsKey(tenantId), 'list'],
    queryFn: async ({ signal }) => (await api.call(listClockCredentials, { signal })).items,
  });
}

export function useSetClockCredential() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<
    ClockCredential,
    ApiError,
    { profileId: number; body: ContractBody<typeof setClockCredential> }
  >({
    mutationFn: ({ profileId, body }) =>
      api.call(setClockCredential, { params: { profile_id: profileId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: credentialsKey(tenantId) }),
  });
}
