import {
  approveTimeEntries,
  createTimeEntry,
  deleteTimeEntry,
  exportTimeEntries,
  getTimer,
  invoiceTimeEntries,
  listTimeEntries,
  startTimer,
  stopTimer,
  type ContractBody,
  type ContractQuery,
  type TimeEntryCreateInput,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { timeKeys, timesKey } from './keys.ts';

export type TimeListQuery = ContractQuery<typeof listTimeEntries>;

export function useTimeEntries(query: TimeListQuery) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: timeKeys.list(tenantId, query),
    queryFn: ({ signal }) => api.call(listTimeEntries, { query, signal }),
  });
}

/** The running timer lives on the server: a reload, another tab or the phone show the same one. */
export function useTimer() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: timeKeys.timer(tenantId),
    queryFn: ({ signal }) => api.call(getTimer, { signal }),
  });
}

/** Every write changes lists and the timer: refresh the whole area. */
function useAreaMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesKey(tenantId) }),
  });
}

export const useCreateTimeEntry = () =>
  useAreaMutation((api, body: TimeEntryCreateInput) => api.call(createTimeEntry, { body }));

export const useDeleteTimeEntry = () =>
  useAreaMutation((api, id: number) => api.call(deleteTimeEntry, { params: { id } }));

export const useApproveTimeEntries = () =>
  useAreaMutation((api, ids: number[]) => api.call(approveTimeEntries, { body: { ids } }));

export const useInvoiceTimeEntries = () =>
  useAreaMutation((api, body: ContractBody<typeof invoiceTimeEntries>) =>
    api.call(invoiceTimeEntries, { body }),
  );

export const useStartTimer = () =>
  useAreaMutation((api, body: ContractBody<typeof startTimer>) => api.call(startTimer, { body }));

export const useStopTimer = () => useAreaMutation((api, _: void) => api.call(stopTimer, {}));

/** Saves the list's export and answers the file name. */
export async function downloadTimeExport(api: ApiClient, query: TimeListQuery, format: 'csv' | 'xlsx') {
  const file = await api.callFile(exportTimeEntries, { query: { ...query, format } });
  const fileName = file.fileName ?? `zeiten.${format}`;
  saveFile(file.blob, fileName);
  return fileName;
}
