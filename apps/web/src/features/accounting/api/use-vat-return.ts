import { getVatReturn, type AccountingPeriod } from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { vatReturnKey } from './keys.ts';

/** The Umsatzsteuer-Voranmeldung figures of the period. */
export function useVatReturn(period: AccountingPeriod) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: vatReturnKey(tenantId, period),
    queryFn: ({ signal }) => api.call(getVatReturn, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
}
