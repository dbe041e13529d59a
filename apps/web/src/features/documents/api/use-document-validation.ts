import { validateDocument } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { documentKeys } from './keys.ts';

/** The e-invoice validation report (EN 16931 + XRechnung) of the document's current version. */
export function useDocumentValidation(id: number, version: number) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: documentKeys.validation(tenantId, id, version),
    queryFn: ({ signal }) => api.call(validateDocument, { params: { id }, signal }),
    staleTime: Infinity,
  });
}
