import {
  changeIncomingInvoiceStatus,
  downloadIncomingInvoiceOriginal,
  exportIncomingInvoices,
  getIncomingInvoice,
  listBookingAccounts,
  listIncomingInvoices,
  setIncomingInvoiceVendor,
  updateIncomingInvoiceBooking,
  uploadIncomingInvoice,
  type IncomingInvoiceBookingInput,
  type IncomingInvoiceStatus,
} from '@kontor/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ApiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ocrPending } from '../components/ocr-progress.tsx';
import { incomingInvoicesKey } from './keys.ts';

/** How often a list or invoice whose OCR is under way asks for its progress. */
const OCR_POLL_MS = 1500;

export interface IncomingInvoiceFilter {
  status?: IncomingInvoiceStatus;
  due?: 'due7' | 'skonto';
  q?: string;
}

export function useIncomingInvoices(filter: IncomingInvoiceFilter) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...incomingInvoicesKey(tenantId), 'list', filter],
    queryFn: ({ signal }) => api.call(listIncomingInvoices, { query: filter, signal }),
    placeholderData: keepPreviousData,
    // Scans and photos fill in once their OCR job is done.
    refetchInterval: (query) =>
      query.state.data?.items.some((i) => i.ocr_status === 'queued' || i.ocr_status === 'running')
        ? OCR_POLL_MS
        : false,
  });
}

export function useIncomingInvoice(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...incomingInvoicesKey(tenantId), 'detail', id],
    queryFn: ({ signal }) => api.call(getIncomingInvoice, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data && ocrPending(query.state.data) ? OCR_POLL_MS : false),
  });
}

export function useBookingAccounts() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...incomingInvoicesKey(tenantId), 'accounts'],
    queryFn: ({ signal }) => api.call(listBookingAccounts, { signal }),
    staleTime: Infinity,
  });
}

/**
 * The original as an object URL (the token goes in a header, which an <iframe src> could not
 * send); e-invoice XML as its readable HTML rendering.
 */
export function useOriginal(id: number, view: 'file' | 'html') {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = useQuery({
    queryKey: [...incomingInvoicesKey(tenantId), 'original', id, view],
    queryFn: ({ signal }) =>
      api.callFile(downloadIncomingInvoiceOriginal, { params: { id }, query: { view }, signal }),
    staleTime: Infinity,
  });
  const blob = query.data?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url, type: blob?.type ?? '' };
}

function useIncomingMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incomingInvoicesKey(tenantId) }),
  });
}

export const useUploadIncomingInvoice = () =>
  useIncomingMutation((api, file: File) =>
    api.upload(uploadIncomingInvoice, { file, field: 'file', onProgress: () => undefined }),
  );

export const useChangeStatus = () =>
  useIncomingMutation((api, input: { id: number; status: IncomingInvoiceStatus; reason?: string }) =>
    api.call(changeIncomingInvoiceStatus, {
      params: { id: input.id },
      body: { status: input.status, ...(input.reason && { reason: input.reason }) },
    }),
  );

export const useSaveBooking = () =>
  useIncomingMutation((api, input: { id: number; body: IncomingInvoiceBookingInput }) =>
    api.call(updateIncomingInvoiceBooking, { params: { id: input.id }, body: input.body }),
  );

export const useSetVendor = () =>
  useIncomingMutation((api, input: { id: number; vendor_id?: number | null; create?: boolean }) =>
    api.call(setIncomingInvoiceVendor, {
      params: { id: input.id },
      body: input.create ? { create: true } : { vendor_id: input.vendor_id ?? null },
    }),
  );

/** The list with its filters as CSV or XLSX, saved as a download; answers the file name. */
export async function downloadIncomingInvoices(
  api: ApiClient,
  filter: IncomingInvoiceFilter,
  format: 'csv' | 'xlsx',
) {
  const file = await api.callFile(exportIncomingInvoices, { query: { ...filter, format } });
  const fileName = file.fileName ?? `eingangsrechnungen.${format}`;
  saveFile(file.blob, fileName);
  return fileName;
}
