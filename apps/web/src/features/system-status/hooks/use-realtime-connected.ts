import { useSyncExternalStore } from 'react';
import { useServices } from '../../../lib/services.ts';

const POLL_MS = 1000;

// The realtime client exposes its state but no events; a one-second look is live enough for a
// status page and keeps the client free of listener bookkeeping.
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, POLL_MS);
  return () => clearInterval(timer);
};

/** Whether the change feed (/realtime/v1) is open right now. */
export function useRealtimeConnected(): boolean {
  const { realtime } = useServices();
  return useSyncExternalStore(subscribe, () => realtime.connected);
}
