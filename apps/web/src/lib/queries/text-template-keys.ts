import { tenantKey } from '../query-keys.ts';

// Area 'textTemplates' = the realtime entity name, so someone else's change refreshes these queries.
export const textTemplatesKey = (tenantId: number) => tenantKey(tenantId, 'textTemplates');
