import {
  type ContractBody,
  createSerialInvoice,
  deleteSerialInvoice,
  runSerialInvoice,
  type SerialInvoiceRunResult,
  type SerialInvoiceTemplate,
  updateSerialInvoice,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services.ts';
import type { ApiError } from '../../../../lib/api-error.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { documentKeys } from '../../api/keys.ts';
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

/** Without id: create; with id: change the version the editor started from. */
export type SaveSerialInvoiceInput =
  | { id?: undefined; body: ContractBody<typeof createSerialInvoice> }
  | { id: number; body: ContractBody<typeof createSerialInvoice>; version: number };

export function useSaveSerialInvoice() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation<SerialInvoiceTemplate, ApiError, SaveSerialInvoiceInput>({
    mutationFn: (input) =>
      input.id === undefined
        ? api.call(createSerialInvoice, { body: input.body })
        : api.call(updateSerialInvoice, {
            params: { id: input.id },
            body: { ...input.body, version: input.version },
          }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSerialInvoice() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation<{ ok: true }, ApiError, number>({
    mutationFn: (id) => api.call(deleteSerialInvoice, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

/** "Jetzt ausführen". */
export function useRunSerialInvoice() {
  const { api } = useServices();
  const invalidate = useInvalidate();
  return useMutation<SerialInvoiceRunResult, ApiError, number>({
    mutationFn: (id) => api.call(runSerialInvoice, { params: { id } }),
    onSuccess: () => invalidate(true),
  });
}
