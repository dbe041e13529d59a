import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { filesLocationSearch, parseFilesLocation, type FilesLocation } from './files-location.ts';

/** The page's location in the URL, so a reload, the back button or a shared link show the same. */
export function useFilesLocation(): [
  FilesLocation,
  (change: Partial<FilesLocation>, replace?: boolean) => void,
] {
  const navigate = useNavigate();
  const location = useSearch({
    strict: false,
    select: (s: Record<string, unknown>) => parseFilesLocation(s),
  });
  const go = useCallback(
    (change: Partial<FilesLocation>, replace = false) => {
      // A new folder, search or tag starts at the first page.
      const next = { ...location, page: 1, ...change };
      void navigate({ to: '/files', search: filesLocationSearch(next), replace });
    },
    [location, navigate],
  );
  return [location, go];
}
