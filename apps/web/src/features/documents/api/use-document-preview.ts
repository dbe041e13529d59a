import { previewDocumentPdf } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { usePdfObjectUrl } from '../../../ui/pdf-preview.tsx';
import { documentKeys } from './keys.ts';

/**
 * The PDF preview as an object URL. Fetched through the API client (the token goes in a header,
 * which an <iframe src> could not send); a new version of the document fetches a new preview.
 */
export function useDocumentPreview(id: number, version: number, enabled = true) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const query = useQuery({
    queryKey: documentKeys.preview(tenantId, id, version),
    queryFn: ({ signal }) => api.callFile(previewDocumentPdf, { params: { id }, signal }),
    enabled,
    staleTime: Infinity,
  });
  return { ...query, url: usePdfObjectUrl(query.data?.blob) };
}
