import { tenantKey } from '../../../lib/query-keys.ts';

/** Every banking query starts with this key: a write refreshes the whole area. */
export const bankingKey = (tenantId: number) => tenantKey(tenantId, 'banking');
