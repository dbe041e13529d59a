import { tenantKey } from '../../../lib/query-keys.ts';

// Area 'roles' = realtime entity 'role' + 's', so someone else's change refreshes these queries.
export const rolesKey = (tenantId: number) => tenantKey(tenantId, 'roles');
export const roleKey = (tenantId: number, id: number) => tenantKey(tenantId, 'roles', id);
