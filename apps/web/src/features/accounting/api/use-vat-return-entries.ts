import { getVatReturnEntries, type AccountingPeriod } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { vatReturnEntriesKey } from './keys.ts';

/** The entries behind one Kennzahl (drill-down); idle while no Kennzahl is chosen. */
export function useVatReturnEntries(kennzahl: string | null, period: AccountingPeriod) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: vatReturnEntriesKey(tenantId, kennzahl ?? '', period),
    queryFn: ({ signal }) =>
      api.call(getVatReturnEntries, { params: { kennzahl: kennzahl! }, query: period, signal }),
    enabled: kennzahl !== null,
  });
}
