import {
  getEmailDraft,
  listDocuments,
  listFiles,
  searchEmailRecipients,
  sendEmail,
  uploadFiles,
  type FileRecord,
  type SendEmailInput,
  type SentEmail,
} from '@kontor/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-error.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

export interface DraftParams {
  to?: string;
  customer?: number;
  document?: number;
  ticket?: number;
  template?: number;
}

export function useEmailDraft(params: DraftParams) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...tenantKey(tenantId, 'emails'), 'draft', params],
    queryFn: ({ signal }) => api.call(getEmailDraft, { query: params as never, signal }),
    staleTime: Infinity,
  });
}

export function useRecipientSearch(term: string) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const q = term.trim();
  return useQuery({
    queryKey: [...tenantKey(tenantId, 'emails'), 'recipients', q],
    queryFn: ({ signal }) => api.call(searchEmailRecipients, { query: { q }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useFileSearch(term: string, enabled: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const q = term.trim();
  return useQuery({
    queryKey: [...tenantKey(tenantId, 'files'), 'composer', q],
    queryFn: ({ signal }) =>
      api.call(listFiles, { query: { q: q || undefined, limit: 20 } as never, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Documents whose PDF can go along: of the customer when known, found by number or name. */
export function useDocumentSearch(term: string, customerId: number | undefined, enabled: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const q = term.trim();
  return useQuery({
    queryKey: [...tenantKey(tenantId, 'document'), 'composer', customerId ?? null, q],
    queryFn: ({ signal }) =>
      api.call(listDocuments, {
        query: {
          q: q || undefined,
          customer_id: customerId,
          sort: '-document_date',
          limit: 20,
          sums: 'false', // per keystroke: the rows only, no count and sums over all matches
        } as never,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    select: (page) => page.items.filter((doc) => doc.status !== 'draft' && doc.number !== null),
  });
}

export function useUploadAttachment() {
  const { api } = useServices();
  return useMutation<FileRecord, ApiError, File>({
    mutationFn: async (file) => (await api.upload(uploadFiles, { file, onProgress: () => {} })).items[0]!,
  });
}

export function useSendEmail() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation<SentEmail, ApiError, SendEmailInput>({
    mutationFn: (body) => api.call(sendEmail, { body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tenantKey(tenantId, 'history') }),
  });
}
