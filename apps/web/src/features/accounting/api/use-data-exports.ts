import {
  downloadDataExport as downloadContract,
  listDataExports,
  startDataExport,
  type DataExportStart,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { dataExportsKey } from './keys.ts';

/** The data exports with their progress; asked again every second while one is still running. */
export function useDataExports() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: dataExportsKey(tenantId),
    queryFn: ({ signal }) => api.call(listDataExports, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((e) => e.status === 'queued' || e.status === 'running') ? 1000 : false,
  });
}

export function useStartDataExport() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DataExportStart) => api.call(startDataExport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataExportsKey(tenantId) }),
  });
}

/** Saves a finished export's ZIP. */
export async function downloadDataExport(api: ApiClient, id: number, fallbackName: string) {
  const file = await api.callFile(downloadContract, { params: { id } });
  const fileName = file.fileName ?? fallbackName;
  saveFile(file.blob, fileName);
  return fileName;
}
