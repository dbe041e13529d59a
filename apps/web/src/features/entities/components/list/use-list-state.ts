import { entityRegistry, type EntityType } from '@kontor/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { entityPaths } from '../../../../lib/entity-paths.ts';
import { parseListSearch, toListSearch, type ListState } from '../../list-state.ts';

/** The list state of a type, read from and written to the URL (replacing the entry: no back-button noise). */
export function useListState(type: EntityType): [ListState, (next: ListState) => void] {
  const defaultSort = entityRegistry[type].defaultSort;
  const navigate = useNavigate();
  // Serialised, so the state (and the query key) only changes when the URL does.
  const searchKey = JSON.stringify(useSearch({ strict: false }));
  const state = useMemo(() => parseListSearch(JSON.parse(searchKey), defaultSort), [searchKey, defaultSort]);
  const setState = useCallback(
    (next: ListState) =>
      void navigate({
        to: entityPaths.list(type),
        search: toListSearch(next, defaultSort) as never,
        replace: true,
      }),
    [navigate, type, defaultSort],
  );
  return [state, setState];
}
