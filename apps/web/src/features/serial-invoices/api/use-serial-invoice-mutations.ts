import type { SerialInvoiceRunResult, SerialInvoiceTemplate } from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from '../../documents/api/keys.ts';
import { serialInvoicesKey } from './keys.ts';

function useInvalidate() {
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return (alsoDocuments = false) => {
    void queryClient.invalidateQueries({ queryKey: serialInvoicesKey(tenantId) });
    // A run writes invoices: the documents list must show them.
    if (alsoDocuments) void queryClient.invalidateQueries({ queryKey: documentKeys.all(tenantId) });
  };
}

export interface SaveSerialInvoiceInput {
  /** Absent: create. */
  id?: number;
  body: Record<string, unknown>;
}

export function useSaveSerialInvoice() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation<SerialInvoiceTemplate, ApiError, SaveSerialInvoiceInput>({
    mutationFn: ({ id, body }) =>
      id === undefined
        ? api.request<SerialInvoiceTemplate>('POST', '/api/serial-invoices', { body })
        : api.request<SerialInvoiceTemplate>('PUT', `/api/serial-invoices/${id}`, { body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSerialInvoice() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation<{ ok: true }, ApiError, number>({
    mutationFn: (id) => api.request<{ ok: true }>('DELETE', `/api/serial-invoices/${id}`),
    onSuccess: () => invalidate(),
  });
}

/** "Jetzt ausführen". */
export function useRunSerialInvoice() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation<SerialInvoiceRunResult, ApiError, number>({
    mutationFn: (id) => api.request<SerialInvoiceRunResult>('POST', `/api/serial-invoices/${id}/run`),
    onSuccess: () => invalidate(true),
  });
}
