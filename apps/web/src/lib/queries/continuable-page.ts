import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The page shown before, when the next one may continue from its cursor: loaded, with a cursor,
 * and not invalidated since — a list that changed meanwhile is asked by offset again, so page
 * numbers and rows stay consistent.
 */
export function continuablePage<Page extends { next_cursor?: string | null }>(
  queryClient: QueryClient,
  key: QueryKey | undefined,
): (Page & { next_cursor: string }) | undefined {
  const shown = key && queryClient.getQueryState<Page>(key);
  if (!shown || shown.isInvalidated || !shown.data?.next_cursor) return undefined;
  return shown.data as Page & { next_cursor: string };
}
