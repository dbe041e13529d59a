import { type FileRecord, type FileUpdate, updateFile } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useInvalidateFiles } from './use-invalidate-files.ts';

/** Rename, move or tag a file (only the fields given). */
export function useUpdateFile() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation<FileRecord, ApiError, { id: number; changes: FileUpdate }>({
    mutationFn: ({ id, changes }) => api.call(updateFile, { params: { id }, body: changes }),
    onSuccess: () => invalidate(),
  });
}
