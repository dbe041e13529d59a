import { useMemo } from 'react';
import { useServices } from '../../../lib/services.ts';
import { createMfaClient, type MfaClient } from './mfa-client.ts';

export function useMfaClient(): MfaClient {
  const { api, authEvents } = useServices();
  return useMemo(() => createMfaClient(api, authEvents), [api, authEvents]);
}
