import {
  entityImportContracts,
  type ImportableEntityType,
  type ImportAnalysis,
  type ImportFile,
} from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** Reads the uploaded file on the server: encoding, separator, columns and suggested mapping. */
export function useAnalyzeImport(type: ImportableEntityType) {
  const { api } = useServices();
  return useMutation<ImportAnalysis, ApiError, ImportFile>({
    mutationFn: (file) => api.call(entityImportContracts(type).analyze, { body: file }),
  });
}
