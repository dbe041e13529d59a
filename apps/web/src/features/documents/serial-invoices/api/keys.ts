import { tenantKey } from '../../../../lib/query-keys.ts';

// Area 'serialInvoice' = the realtime entity name, so a run or an edit elsewhere refreshes these.
export const serialInvoicesKey = (tenantId: number) => tenantKey(tenantId, 'serialInvoice');
