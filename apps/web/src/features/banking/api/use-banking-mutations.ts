import {
  allocateBankTransaction,
  createBankAccount,
  deleteBankAccount,
  ignoreBankTransaction,
  importBankStatement,
  undoBankTransaction,
  updateBankAccount,
  type AllocationsInput,
  type BankAccountInput,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { bankingKey } from './keys.ts';

/** Every write changes banking lists and, through payments, documents: refresh both. */
function useBankingMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankingKey(tenantId) });
      await queryClient.invalidateQueries({ queryKey: tenantKey(tenantId, 'documents') });
    },
  });
}

export const useSaveBankAccount = () =>
  useBankingMutation((api, input: { id?: number; version?: number; body: BankAccountInput }) =>
    input.id
      ? api.call(updateBankAccount, {
          params: { id: input.id },
          body: { ...input.body, version: input.version ?? 1 },
        })
      : api.call(createBankAccount, { body: input.body }),
  );

export const useDeleteBankAccount = () =>
  useBankingMutation((api, id: number) => api.call(deleteBankAccount, { params: { id } }));

export const useImportStatement = () =>
  useBankingMutation((api, input: { accountId: number; file: File; onProgress: (f: number) => void }) =>
    api.upload(importBankStatement, {
      params: { id: input.accountId },
      file: input.file,
      field: 'file',
      onProgress: input.onProgress,
    }),
  );

export const useAllocate = () =>
  useBankingMutation((api, input: { id: number; body: AllocationsInput }) =>
    api.call(allocateBankTransaction, { params: { id: input.id }, body: input.body }),
  );

export const useIgnore = () =>
  useBankingMutation((api, id: number) => api.call(ignoreBankTransaction, { params: { id } }));

export const useUndo = () =>
  useBankingMutation((api, id: number) => api.call(undoBankTransaction, { params: { id } }));
