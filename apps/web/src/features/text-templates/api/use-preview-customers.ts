import type { EntityList, EntityRecord } from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tenantKey } from '../../../app/query-client.ts';
import { useServices } from '../../../app/use-services.ts';
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
      const query = new URLSearchParams({ limit: String(LIMIT), ...(q && { q }) });
      return (await api.request<EntityList>('GET', `/api/entities/customers?${query}`, { signal })).items;
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
      const query = new URLSearchParams({
        limit: '1',
        sort: 'name',
        filter: JSON.stringify({ company: customer!.id }),
      });
      const list = await api.request<EntityList>('GET', `/api/entities/contacts?${query}`, { signal });
      return list.items[0] ?? null;
    },
    enabled: isCompany,
  });
}
