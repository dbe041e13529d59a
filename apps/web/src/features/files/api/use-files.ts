import type { FileListPage, FileListQuery } from '@kontor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { fileListSearch } from './file-urls.ts';
import { filesKeys } from './keys.ts';

/** One page of files; the previous page stays visible while the next loads. */
export function useFiles(query: FileListQuery) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  return useQuery({
    queryKey: filesKeys.list(tenantId, query),
    queryFn: ({ signal }) =>
      api.request<FileListPage>('GET', `/api/files?${fileListSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
