import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  parseDocumentListSearch,
  toDocumentListSearch,
  type DocumentListState,
} from '../../document-list-state.ts';
import { documentPaths } from '../../../../lib/document-paths.ts';

/** The list state, read from and written to the URL (replacing the entry: no back-button noise). */
export function useDocumentListState(): [DocumentListState, (next: DocumentListState) => void] {
  const navigate = useNavigate();
  // Serialised, so the state (and the query key) only changes when the URL does.
  const searchKey = JSON.stringify(useSearch({ strict: false }));
  const state = useMemo(() => parseDocumentListSearch(JSON.parse(searchKey)), [searchKey]);
  const setState = useCallback(
    (next: DocumentListState) =>
      void navigate({ to: documentPaths.list, search: toDocumentListSearch(next) as never, replace: true }),
    [navigate],
  );
  return [state, setState];
}
