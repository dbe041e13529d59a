import { getDocument } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/** Key and fetch of one document; the hook and the route's prefetch share them. */
export const documentOptions = (api: ApiClient, tenantId: number, id: number) => ({
  queryKey: documentKeys.detail(tenantId, id),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call(getDocument, { params: { id }, signal }),
});

/** One document with lines, totals, payments, links and archive files. */
export function useDocument(id: number | undefined) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({ ...documentOptions(api, tenantId, id ?? 0), enabled: id !== undefined });
}
