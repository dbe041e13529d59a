import { getCustomerDocumentSummary } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/** A customer's open items, revenue and newest documents (the overview figures and the tab share it). */
export function useCustomerDocumentSummary(customerId: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: documentKeys.customerSummary(tenantId, customerId),
    queryFn: ({ signal }) => api.call(getCustomerDocumentSummary, { params: { id: customerId }, signal }),
  });
}
