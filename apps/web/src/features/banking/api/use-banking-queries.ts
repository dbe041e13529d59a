import {
  getBankImportJob,
  getBankStatement,
  listBankAccounts,
  listBankRules,
  listBankStatements,
  listBankTransactions,
  listDocuments,
  listIncomingInvoices,
} from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { bankingKey } from './keys.ts';

export type TransactionStatus = 'open' | 'matched' | 'ignored';

export function useBankAccounts() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...bankingKey(tenantId), 'accounts'],
    queryFn: ({ signal }) => api.call(listBankAccounts, { signal }),
  });
}

export function useBankTransactions(filter: { accountId?: number; status: TransactionStatus }) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...bankingKey(tenantId), 'transactions', filter],
    queryFn: ({ signal }) =>
      api.call(listBankTransactions, {
        query: { status: filter.status, ...(filter.accountId && { bank_account_id: filter.accountId }) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBankStatements() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...bankingKey(tenantId), 'statements'],
    queryFn: ({ signal }) => api.call(listBankStatements, { signal }),
  });
}

/** A big file's import job; asked again every second while it is queued or running. */
export function useBankImportJob(id: number | null) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...bankingKey(tenantId), 'importJob', id],
    queryFn: ({ signal }) => api.call(getBankImportJob, { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}

export function useBankStatement(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...bankingKey(tenantId), 'statement', id],
    queryFn: ({ signal }) => api.call(getBankStatement, { params: { id }, signal }),
  });
}

export function useBankRules() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...bankingKey(tenantId), 'rules'],
    queryFn: ({ signal }) => api.call(listBankRules, { signal }),
  });
}

/** Open invoices (money in) or credit notes (money out) to choose from. */
export function useOpenDocuments(incoming: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = {
    type: incoming ? 'invoice,advanceInvoice,finalInvoice' : 'creditNote',
    status: 'finalized,sent,partiallyPaid',
    sort: 'number',
    limit: 200,
    // Only the rows: count and sums would cost the database a pass over every match.
    sums: 'false',
  } as const;
  return useQuery({
    queryKey: tenantKey(tenantId, 'documents', 'list', query),
    queryFn: ({ signal }) => api.call(listDocuments, { query, signal }),
  });
}

/** Approved incoming invoices (open, not yet paid): what a SEPA credit transfer may pay. */
export function useApprovedIncomingInvoices(enabled = true) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = { status: 'approved' as const };
  return useQuery({
    queryKey: tenantKey(tenantId, 'incomingInvoices', 'list', query),
    queryFn: ({ signal }) => api.call(listIncomingInvoices, { query, signal }),
    enabled,
  });
}
