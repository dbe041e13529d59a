import type { ImportableEntityType, ImportAnalysis, ImportFile } from '@kontor/contracts';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../app/use-services.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** Reads the uploaded file on the server: encoding, separator, columns and suggested mapping. */
export function useAnalyzeImport(type: ImportableEntityType) {
  const { api } = useServices();
  return useMutation<ImportAnalysis, ApiError, ImportFile>({
    mutationFn: (file) =>
      api.request<ImportAnalysis>('POST', `/api/entities/${type}/import/analyze`, { body: file }),
  });
}
