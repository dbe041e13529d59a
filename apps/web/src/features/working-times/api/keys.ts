import { tenantKey } from '../../../lib/query-keys.ts';

// Area 'workingTimes' = realtime entity 'workingTime' + 's': someone else's change refreshes these.
export const workingTimesKey = (tenantId: number) => tenantKey(tenantId, 'workingTimes');
export const workingTimeKeys = {
  month: (tenantId: number, profileId: number | undefined, month: string) =>
    [...workingTimesKey(tenantId), 'month', profileId ?? 'own', month] as const,
  detail: (tenantId: number, id: number) => [...workingTimesKey(tenantId), 'detail', id] as const,
  evaluation: (tenantId: number, profileId: number, month: string) =>
    [...workingTimesKey(tenantId), 'evaluation', profileId, month] as const,
};

/** The caller's own Kommen/Gehen state. */
export const workingTimeClockKey = (tenantId: number) => [...workingTimesKey(tenantId), 'clock'] as const;
