import { tenantKey } from '../../../lib/query-keys.ts';

// Area 'times' = realtime entity 'time' + 's': someone else's change refreshes these.
export const timesKey = (tenantId: number) => tenantKey(tenantId, 'times');
export const timeKeys = {
  list: (tenantId: number, query: object) => [...timesKey(tenantId), 'list', query] as const,
  timer: (tenantId: number) => [...timesKey(tenantId), 'timer'] as const,
};
