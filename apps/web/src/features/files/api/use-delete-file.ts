import { deleteFile } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useInvalidateFiles } from './use-invalidate-files.ts';

export function useDeleteFile() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api.call(deleteFile, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
