import {
  entityImportContracts,
  type ImportableEntityType,
  type ImportPreview,
  type ImportRequest,
} from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** What the import would do, row by row; writes nothing. A POST because it carries the file. */
export function usePreviewImport(type: ImportableEntityType) {
  const { api } = useServices();
  return useMutation<ImportPreview, ApiError, ImportRequest>({
    mutationFn: (request) => api.call(entityImportContracts(type).preview, { body: request }),
  });
}
