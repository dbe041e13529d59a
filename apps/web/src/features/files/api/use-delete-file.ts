import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useInvalidateFiles } from './use-invalidate-files.ts';

export function useDeleteFile() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api.request<{ id: number }>('DELETE', `/api/files/${id}`),
    onSuccess: () => invalidate(),
  });
}
