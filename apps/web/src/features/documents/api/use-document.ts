import { getDocument } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/** One document with lines, totals, payments, links and archive files. */
export function useDocument(id: number | undefined) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: documentKeys.detail(tenantId, id ?? 0),
    queryFn: ({ signal }) => api.call(getDocument, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}
