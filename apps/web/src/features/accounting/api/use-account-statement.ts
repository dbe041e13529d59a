import { getAccountStatement, type AccountingPeriod } from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { accountStatementKey } from './keys.ts';

/** One account's entries in the period with the running balance. */
export function useAccountStatement(id: string, period: AccountingPeriod) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: accountStatementKey(tenantId, id, period),
    queryFn: ({ signal }) => api.call(getAccountStatement, { params: { id }, query: period, signal }),
    placeholderData: keepPreviousData,
  });
}
