import { tenantKey } from '../../../lib/query-keys.ts';

// Area 'customFields' is the realtime entity of these definitions; the master-data forms keep
// their per-type queries under the same prefix, so every change here refreshes them too.
export const customFieldsKey = (tenantId: number) => tenantKey(tenantId, 'customFields');
export const allCustomFieldsKey = (tenantId: number) => tenantKey(tenantId, 'customFields', 'all');
