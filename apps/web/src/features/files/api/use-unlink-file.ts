import { type FileRecord, unlinkFile } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useInvalidateFiles } from './use-invalidate-files.ts';

/** Removes the link to one record; the file itself stays. */
export function useUnlinkFile() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation<FileRecord, ApiError, { id: number; entity: string; entityId: string }>({
    mutationFn: ({ id, entity, entityId }) =>
      api.call(unlinkFile, { params: { id, entity, entity_id: entityId } }),
    onSuccess: () => invalidate(),
  });
}
