import { getSerialInvoice, listSerialInvoiceRuns, listSerialInvoices } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { serialInvoicesKey } from './keys.ts';

export function useSerialInvoices() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...serialInvoicesKey(tenantId), 'list'],
    queryFn: async ({ signal }) => (await api.call(listSerialInvoices, { signal })).items,
  });
}

export function useSerialInvoice(id: number | undefined) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...serialInvoicesKey(tenantId), 'one', id],
    queryFn: ({ signal }) => api.call(getSerialInvoice, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function useSerialInvoiceRuns(id: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: [...serialInvoicesKey(tenantId), 'runs', id],
    queryFn: async ({ signal }) => (await api.call(listSerialInvoiceRuns, { params: { id }, signal })).items,
  });
}
