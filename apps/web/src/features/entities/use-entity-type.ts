import { isEntityType, type EntityType } from '@kontor/contracts';
import { useParams } from '@tanstack/react-router';

/** The `$type` of the current /standardEntity route; the route has already turned unknown types into a 404. */
export function useEntityTypeParam(): EntityType {
  const type = useParams({ strict: false, select: (p: Record<string, string>) => p['type'] ?? '' });
  if (!isEntityType(type)) throw new Error(`unknown entity type ${type}`);
  return type;
}

/** `$mode` and `$id` of the current route (validated by the route). */
export function useModeParams() {
  return useParams({
    strict: false,
    select: (p: Record<string, string>) => ({ mode: p['mode'] ?? '', id: p['id'] }),
  });
}
