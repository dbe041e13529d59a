import { tenantKey } from '../../../lib/query-keys.ts';

// Area 'numberRanges' is also the realtime entity of a saved range, so saves elsewhere refresh it.
export const numberRangesKey = (tenantId: number) => tenantKey(tenantId, 'numberRanges');
