import { previewDocumentPdf } from '@kontor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useServices } from '../../../lib/services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
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
  const blob = query.data?.blob;
  const url = useMemo(
    () => (blob ? URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) : undefined),
    [blob],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}
