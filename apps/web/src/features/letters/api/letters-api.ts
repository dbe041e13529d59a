import {
  createLetter,
  createLetterSeries,
  deleteLetter,
  downloadLetterPdf,
  downloadLetterSeriesPdf,
  finalizeLetter,
  getLetter,
  listLetters,
  listTextTemplates,
  markLetterPrinted,
  previewLetterPdf,
  sendLetter,
  updateLetter,
  type Letter,
  type LetterInput,
  type LetterListQuery,
  type LetterSendInput,
  type LetterSeries,
  type LetterSeriesInput,
} from '@kontor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePdfObjectUrl } from '../../../ui/pdf-preview.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

// Area = the history entity `letter`, so someone else's change refreshes these queries.
const lettersKey = (tenantId: number) => tenantKey(tenantId, 'letter');

export function useLetters(query: LetterListQuery) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...lettersKey(tenantId), 'list', query],
    queryFn: ({ signal }) => api.call(listLetters, { query: query as never, signal }),
  });
}

export function useLetter(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...lettersKey(tenantId), id],
    queryFn: ({ signal }) => api.call(getLetter, { params: { id }, signal }),
  });
}

/** The letter templates (usage „Brief“) to insert into the text. */
export function useLetterTemplates() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...tenantKey(tenantId, 'textTemplates'), 'list', 'letter'],
    queryFn: ({ signal }) => api.call(listTextTemplates, { query: { usage: 'letter' }, signal }),
  });
}

function useLetterMutation<I>(run: (input: I) => Promise<Letter>) {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<Letter, ApiError, I>({
    mutationFn: run,
    onSuccess: (saved) => {
      queryClient.setQueryData([...lettersKey(tenantId), saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [...lettersKey(tenantId), 'list'] });
    },
  });
}

export function useCreateLetter() {
  const { api } = useServices();
  return useLetterMutation((body: LetterInput) => api.call(createLetter, { body }));
}

export function useUpdateLetter(id: number) {
  const { api } = useServices();
  return useLetterMutation((body: LetterInput & { version: number }) =>
    api.call(updateLetter, { params: { id }, body }),
  );
}

export function useFinalizeLetter(id: number) {
  const { api } = useServices();
  return useLetterMutation((version: number) =>
    api.call(finalizeLetter, { params: { id }, body: { version } }),
  );
}

export function useMarkLetterPrinted(id: number) {
  const { api } = useServices();
  return useLetterMutation((version: number) =>
    api.call(markLetterPrinted, { params: { id }, body: { version } }),
  );
}

export function useSendLetter(id: number) {
  const { api } = useServices();
  return useLetterMutation((body: LetterSendInput) => api.call(sendLetter, { params: { id }, body }));
}

export function useDeleteLetter(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<{ id: number }, ApiError, void>({
    mutationFn: () => api.call(deleteLetter, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lettersKey(tenantId) }),
  });
}

export function useCreateLetterSeries() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<LetterSeries, ApiError, LetterSeriesInput>({
    mutationFn: (body) => api.call(createLetterSeries, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: lettersKey(tenantId) }),
  });
}

/**
 * The PDF preview as an object URL, fetched through the API client (the token goes in a header,
 * which an <iframe src> could not send); a new version of the letter fetches a new preview.
 */
export function useLetterPreview(id: number, version: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = useQuery({
    queryKey: [...lettersKey(tenantId), id, 'preview', version],
    queryFn: ({ signal }) => api.callFile(previewLetterPdf, { params: { id }, signal }),
    staleTime: Infinity,
  });
  return { ...query, url: usePdfObjectUrl(query.data?.blob) };
}

export function useDownloadLetterPdf() {
  const { api } = useServices();
  return useMutation<void, ApiError, Letter>({
    mutationFn: async (letter) => {
      const file = await api.callFile(downloadLetterPdf, {
        params: { id: letter.id },
        query: { disposition: 'attachment' },
      });
      saveFile(file.blob, file.fileName ?? `Brief-${letter.id}.pdf`);
    },
  });
}

export function useDownloadLetterSeriesPdf() {
  const { api } = useServices();
  return useMutation<void, ApiError, number>({
    mutationFn: async (id) => {
      const file = await api.callFile(downloadLetterSeriesPdf, {
        params: { id },
        query: { disposition: 'attachment' },
      });
      saveFile(file.blob, file.fileName ?? `Serienbrief-${id}.pdf`);
    },
  });
}
