import type { QueryClient } from '@tanstack/react-query';
import { changeLanguage } from '../i18n/index.ts';
import { createApiClient } from '../lib/api-client.ts';
import { createAuthEvents } from '../lib/auth-events.ts';
import { isNativeApp } from '../lib/platform.ts';
import { createRealtimeClient } from '../lib/realtime/realtime-client.ts';
import { createSessionStore } from '../lib/session/session-store.ts';
import type { Services } from '../lib/services.ts';
import { createTokenStorage } from '../lib/token-storage.ts';

/** Wires the client-side services once; `navigate` is set when the router exists. */
export function createServices(queryClient: QueryClient, navigate: (path: string) => void): Services {
  const tokens = createTokenStorage();
  // Web: same origin as the API. Native: the configured server address.
  const baseUrl = import.meta.env.VITE_API_URL ?? '';
  const api = createApiClient({ baseUrl, getToken: () => tokens.get() });
  const realtime = createRealtimeClient({ baseUrl, queryClient });
  const session = createSessionStore(api, tokens, {
    onTokenChange: (token) => (token ? realtime.connect(token) : realtime.disconnect()),
    onClearData: () => queryClient.clear(),
    onStopRequests: () => queryClient.cancelQueries(),
    navigate,
    homePath: () => (isNativeApp() ? '/mobile' : '/'),
    onLanguage: (language) => void changeLanguage(language),
  });
  realtime.setTenantSource(() => session.getState().activeTenant);
  const authEvents = createAuthEvents();
  // The verified session replaces the current one (and its token reaches realtime through it).
  authEvents.subscribe((event) => session.replaceToken(event.session.access_token));
  return { api, session, realtime, queryClient, authEvents };
}
