import { listDunningNotices } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { dunningNoticesKey } from './keys.ts';

/** The notices of one invoice, newest level first. */
export function useDunningNotices(documentId: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: dunningNoticesKey(tenantId, documentId),
    queryFn: ({ signal }) => api.call(listDunningNotices, { params: { id: documentId }, signal }),
  });
}
