import { entityContracts, type EntityList, type EntityRecord, type EntityType } from '@kontor/contracts';
import { useQueries } from '@tanstack/react-query';
import { useServices } from '../services.ts';
import { useSession } from '../session/use-session.ts';
import { entityKeys } from './entity-keys.ts';

const PICKER_LIMIT = 20;

export interface RecordOptionGroup {
  type: EntityType;
  records: EntityRecord[];
  /** More records match than are shown: typing more narrows them down. */
  more: boolean;
}

/** Records a reference may point to, searched on the server (active ones only: archived ones are not picked anew). */
export function useRecordOptions(types: readonly EntityType[], term: string, enabled: boolean) {
  const { api } = useServices();
  const tenantId = useSession((s) => s.activeTenant);
  const q = term.trim();
  const results = useQueries({
    queries: types.map((type) => {
      const query = { limit: PICKER_LIMIT, sort: 'name', archived: 'active', q } as const;
      return {
        queryKey: entityKeys.options(tenantId, type, q),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.call(entityContracts(type).list, { query, signal }),
        enabled,
        staleTime: 10_000,
        placeholderData: (previous: EntityList | undefined) => previous,
      };
    }),
  });
  const groups: RecordOptionGroup[] = results.flatMap((result, index) =>
    result.data
      ? [
          {
            type: types[index]!,
            records: result.data.items,
            more: result.data.next_cursor !== null,
          },
        ]
      : [],
  );
  return { groups, loading: results.some((r) => r.isFetching), error: results.find((r) => r.error)?.error };
}
