import { type FileRecord, linkFile } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useInvalidateFiles } from './use-invalidate-files.ts';

/** Links a file to a record (again, after "Rückgängig"). */
export function useLinkFile() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation<FileRecord, ApiError, { id: number; entity: string; entityId: string }>({
    mutationFn: ({ id, entity, entityId }) =>
      api.call(linkFile, { params: { id }, body: { entity, entity_id: entityId } }),
    onSuccess: () => invalidate(),
  });
}
