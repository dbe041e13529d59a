import {
  allocateBankTransaction,
  bookBankTransactionByRule,
  createCreditTransferFile,
  createDirectDebitFile,
  createBankAccount,
  createBankRule,
  deleteBankAccount,
  deleteBankRule,
  ignoreBankTransaction,
  importBankStatement,
  previewBankCsv,
  saveBankCsvMapping,
  undoBankTransaction,
  updateBankAccount,
  updateBankRule,
  type AllocationsInput,
  type BankAccountInput,
  type BankRuleInput,
  type CsvColumnMappingInput,
  type CreditTransferInput,
  type DirectDebitInput,
} from '@kontor/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { tenantKey } from '../../../lib/query-keys.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { bankingKey } from './keys.ts';

/** Every write changes banking lists and, through payments, documents and incoming invoices: refresh them. */
function useBankingMutation<I, O>(run: (api: ApiClient, input: I) => Promise<O>) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const tenantId = useSession((s) => s.activeTenant);
  return useMutation({
    mutationFn: (input: I) => run(api, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankingKey(tenantId) });
      await queryClient.invalidateQueries({ queryKey: tenantKey(tenantId, 'documents') });
      await queryClient.invalidateQueries({ queryKey: tenantKey(tenantId, 'incomingInvoices') });
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

/** Reads header and first rows of a CSV export (nothing is stored). */
export function usePreviewCsv() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: { accountId: number; file: File }) =>
      api.upload(previewBankCsv, {
        params: { id: input.accountId },
        file: input.file,
        field: 'file',
        onProgress: () => undefined,
      }),
  });
}

export const useSaveCsvMapping = () =>
  useBankingMutation((api, input: { accountId: number; mapping: CsvColumnMappingInput }) =>
    api.call(saveBankCsvMapping, { params: { id: input.accountId }, body: { mapping: input.mapping } }),
  );

export const useSaveBankRule = () =>
  useBankingMutation((api, input: { id?: number; version?: number; body: BankRuleInput }) =>
    input.id
      ? api.call(updateBankRule, {
          params: { id: input.id },
          body: { ...input.body, version: input.version ?? 1 },
        })
      : api.call(createBankRule, { body: input.body }),
  );

export const useDeleteBankRule = () =>
  useBankingMutation((api, id: number) => api.call(deleteBankRule, { params: { id } }));

export const useBookByRule = () =>
  useBankingMutation((api, input: { id: number; ruleId: number }) =>
    api.call(bookBankTransactionByRule, { params: { id: input.id }, body: { rule_id: input.ruleId } }),
  );

/** Writes a pain.008 file (server records each collection) and hands it to the browser. */
export const useCreateDirectDebitFile = () =>
  useBankingMutation(async (api, input: { accountId: number; body: DirectDebitInput }) => {
    const file = await api.callFile(createDirectDebitFile, {
      params: { id: input.accountId },
      body: input.body,
    });
    saveFile(file.blob, file.fileName ?? 'lastschriften.xml');
    return file.fileName;
  });

/** Writes a pain.001 file for approved incoming invoices (the server records it) and hands it to the browser. */
export const useCreateCreditTransferFile = () =>
  useBankingMutation(async (api, input: { accountId: number; body: CreditTransferInput }) => {
    const file = await api.callFile(createCreditTransferFile, {
      params: { id: input.accountId },
      body: input.body,
    });
    saveFile(file.blob, file.fileName ?? 'ueberweisungen.xml');
    return file.fileName;
  });
