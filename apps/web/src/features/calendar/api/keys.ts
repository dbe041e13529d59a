import { tenantKey } from '../../../lib/query-keys.ts';

// Area 'appointments' = realtime entity 'appointment' + 's': someone else's change refreshes these.
export const calendarKey = (tenantId: number) => tenantKey(tenantId, 'appointments');
export const calendarKeys = {
  view: (tenantId: number, query: object) => [...calendarKey(tenantId), 'view', query] as const,
  feed: (tenantId: number) => [...calendarKey(tenantId), 'feed'] as const,
};
