import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client.ts';
import type { AuthEvents } from './auth-events.ts';
import type { RealtimeClient } from './realtime/realtime-client.ts';
import type { SessionStore } from './session/session-store.ts';

/** The client-side services of this app instance; `app/services.ts` wires them. */
export interface Services {
  api: ApiClient;
  session: SessionStore;
  realtime: RealtimeClient;
  queryClient: QueryClient;
  /** 'challenge verified' after a second factor (SPEC §4); the session store listens first. */
  authEvents: AuthEvents;
}

export const ServicesContext = createContext<Services | null>(null);

/** The API client, session store and realtime client of this app instance. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesContext is missing');
  return services;
}
