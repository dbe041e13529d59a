import { tenantKey } from '../query-keys.ts';

// Key [2] is the realtime entity's plural ('profile' → 'profiles'), so changes by others refresh these.
export const profileKeys = {
  all: (tenantId: number) => tenantKey(tenantId, 'profiles'),
  list: (tenantId: number, search: string) => tenantKey(tenantId, 'profiles', 'list', search),
  detail: (tenantId: number, id: number) => tenantKey(tenantId, 'profiles', 'detail', id),
  // Key [2] 'invitations': the realtime events of invitations (invited, accepted …) refresh it.
  invitations: (tenantId: number) => tenantKey(tenantId, 'invitations', 'list'),
  // Its own leaf under 'roles', so it never shares a cache entry with the role screens' queries.
  roleOptions: (tenantId: number) => tenantKey(tenantId, 'roles', 'options'),
};
