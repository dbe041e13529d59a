import { isEntityType, type EntityType } from '@kontor/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { tenantKey } from '../query-keys.ts';

// Key [2] is the registry type, which is also the realtime entity of master data: a change by
// someone else (another browser, an import) refreshes every list and record of that type.
export const entityKeys = {
  all: (tenantId: number, type: EntityType) => tenantKey(tenantId, type),
  lists: (tenantId: number, type: EntityType) => tenantKey(tenantId, type, 'list'),
  list: (tenantId: number, type: EntityType, query: object) => tenantKey(tenantId, type, 'list', query),
  detail: (tenantId: number, type: EntityType, id: number) => tenantKey(tenantId, type, 'detail', id),
  options: (tenantId: number, type: EntityType, term: string) => tenantKey(tenantId, type, 'options', term),
};

// 'customFields' and 'profiles' are those areas' realtime entities, so their changes refresh these too.
export const customFieldsKey = (tenantId: number, type: EntityType) =>
  tenantKey(tenantId, 'customFields', 'byType', type);
export const profileOptionsKey = (tenantId: number) => tenantKey(tenantId, 'profiles', 'options');

/**
 * After a record was saved or deleted, the records it points to (or pointed to) count their
 * references differently — and whether they may be deleted depends on that. References may go
 * to any type (custom fields), so every loaded record is refreshed; only shown ones refetch.
 */
export const refreshReferencedRecords = (queryClient: QueryClient, tenantId: number, savedId?: number) =>
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'tenant' &&
      queryKey[1] === tenantId &&
      typeof queryKey[2] === 'string' &&
      isEntityType(queryKey[2]) &&
      queryKey[3] === 'detail' &&
      queryKey[4] !== savedId,
    refetchType: 'active',
  });
