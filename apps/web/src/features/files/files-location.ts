/** What the files page shows, kept in the URL (`/files?folder=3&q=rechnung&tag=Steuer&page=2`). */
export interface FilesLocation {
  /** The open folder; null = top level. */
  folder: number | null;
  q: string;
  tag: string | null;
  page: number;
}

const positive = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The router parses search values as JSON ("?q=42" arrives as a number): read them leniently. */
export function parseFilesLocation(search: Record<string, unknown>): FilesLocation {
  const text = (value: unknown) => (value == null ? '' : String(value).trim());
  return {
    folder: positive(search['folder']),
    q: text(search['q']),
    tag: text(search['tag']) || null,
    page: positive(search['page']) ?? 1,
  };
}

export function filesLocationSearch(location: FilesLocation): Record<string, string | number> {
  return {
    ...(location.folder !== null && { folder: location.folder }),
    ...(location.q && { q: location.q }),
    ...(location.tag && { tag: location.tag }),
    ...(location.page > 1 && { page: location.page }),
  };
}

export const PAGE_SIZE = 50;

/** The API query: a search or tag looks through all folders, otherwise the open one. */
export function filesListQuery(location: FilesLocation) {
  const searching = location.q !== '' || location.tag !== null;
  return {
    ...(searching ? {} : { folder_id: location.folder ?? ('root' as const) }),
    ...(location.q && { q: location.q }),
    ...(location.tag && { tags: location.tag }),
    limit: PAGE_SIZE,
    offset: (location.page - 1) * PAGE_SIZE,
  };
}
