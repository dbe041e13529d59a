import { createFolder, deleteFolder, type Folder, type FolderInput, updateFolder } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { useInvalidateFiles } from './use-invalidate-files.ts';

/** Create (no id) or rename/move (with id) a folder. */
export function useSaveFolder() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation<Folder, ApiError, { id?: number; input: FolderInput }>({
    mutationFn: ({ id, input }) =>
      id === undefined
        ? api.call(createFolder, { body: input })
        : api.call(updateFolder, { params: { id }, body: input }),
    onSuccess: () => invalidate(),
  });
}

/** Deletes an empty folder (the API answers 409 for one with content). */
export function useDeleteFolder() {
  const { api } = useServices();
  const invalidate = useInvalidateFiles();
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api.call(deleteFolder, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
