import {
  closeWorkingTimeMonth,
  correctWorkingTime,
  createWorkingTime,
  deleteWorkingTime,
  downloadWorkingTimeEvaluationPdf,
  type CorrectWorkingTimeInput,
  type CreateWorkingTimeInput,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { workingTimesKey } from './keys.ts';

/** Every write changes lists, details and evaluations of the area: refresh them all. */
function useAreaMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workingTimesKey(tenantId) }),
  });
}

export const useCreateWorkingTime = () =>
  useAreaMutation((api, body: CreateWorkingTimeInput) => api.call(createWorkingTime, { body }));

export const useCorrectWorkingTime = (id: number) =>
  useAreaMutation((api, body: CorrectWorkingTimeInput) =>
    api.call(correctWorkingTime, { params: { id }, body }),
  );

export const useDeleteWorkingTime = (id: number) =>
  useAreaMutation((api, body: { reason: string; version: number }) =>
    api.call(deleteWorkingTime, { params: { id }, body }),
  );

export const useCloseMonth = () =>
  useAreaMutation((api, body: { profile_id: number; month: string }) =>
    api.call(closeWorkingTimeMonth, { body }),
  );

/** Fetches the month's evaluation PDF through the API client (token in the native app) and saves it. */
export async function downloadEvaluationPdf(api: ApiClient, profileId: number, month: string) {
  const file = await api.callFile(downloadWorkingTimeEvaluationPdf, {
    query: { profile_id: profileId, month },
  });
  saveFile(file.blob, file.fileName ?? `Arbeitszeit-${month}.pdf`);
}
