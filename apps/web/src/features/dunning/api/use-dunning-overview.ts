import { listOverdueInvoices } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { dunningOverviewKey } from './keys.ts';

/** Overdue invoices by Mahnstufe, with interest to today (computed by the server). */
export function useDunningOverview() {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: dunningOverviewKey(tenantId),
    queryFn: ({ signal }) => api.call(listOverdueInvoices, { signal }),
  });
}
