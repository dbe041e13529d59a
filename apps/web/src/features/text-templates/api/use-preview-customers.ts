import { entityContracts, type EntityRecord } from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../lib/query-keys.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';

const LIMIT = 20;

/** Customers matching what was typed into the preview's record picker (server search). */
export function usePreviewCustomers(search: string, enabled: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const q = search.trim();
  return useQuery({
    // Area 'customers': a change to a customer refreshes the choice.
    queryKey: tenantKey(tenantId, 'customers', 'textTemplatePreview', q),
    queryFn: async ({ signal }) => {
      const list = await api.call(entityContracts('customers').list, { query: { limit: LIMIT, q }, signal });
      return list.items;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The first contact of a company customer: whom a text to the company addresses. */
export function useFirstContact(customer: EntityRecord | null) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const isCompany = customer !== null && customer.data.kind !== 'person';
  return useQuery({
    queryKey: tenantKey(tenantId, 'contacts', 'textTemplatePreview', customer?.id ?? 0),
    queryFn: async ({ signal }) => {
      const filter = JSON.stringify({ company: customer!.id });
      const list = await api.call(entityContracts('contacts').list, {
        query: { limit: 1, sort: 'name', filter },
        signal,
      });
      return list.items[0] ?? null;
    },
    enabled: isCompany,
  });
}
