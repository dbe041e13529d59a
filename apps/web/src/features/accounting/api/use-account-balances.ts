import { listAccountBalances, type AccountingPeriod } from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { accountBalancesKey } from './keys.ts';

/** The Summen- und Saldenliste of the period. */
export function useAccountBalances(period: AccountingPeriod) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: accountBalancesKey(tenantId, period),
    queryFn: ({ signal }) => api.call(listAccountBalances, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
}
