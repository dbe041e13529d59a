import { createContext, useContext } from 'react';
import type { Services } from './services.ts';

export const ServicesContext = createContext<Services | null>(null);

/** The API client, session store and realtime client of this app instance. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesContext is missing');
  return services;
}
