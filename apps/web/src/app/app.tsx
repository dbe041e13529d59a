import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { SessionContext } from '../lib/session/use-session.ts';
import type { AppRouter } from './router.tsx';
import type { Services } from '../lib/services.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { FeatureSlotsContext } from '../lib/feature-slots.ts';
import { ServicesContext } from '../lib/services.ts';
import { featureSlots } from './feature-slots.tsx';

// Light, dark or system, remembered in this browser.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'kontor-color-scheme' });

export function App({ services, router }: { services: Services; router: AppRouter }) {
  // The route tree reads the session in its guards; re-render when the user changes.
  useSyncExternalStore(services.session.subscribe, services.session.getState);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <ServicesContext.Provider value={services}>
        <SessionContext.Provider value={services.session}>
          <QueryClientProvider client={services.queryClient}>
            <FeatureSlotsContext.Provider value={featureSlots}>
              <RouterProvider router={router} />
            </FeatureSlotsContext.Provider>
          </QueryClientProvider>
        </SessionContext.Provider>
      </ServicesContext.Provider>
    </MantineProvider>
  );
}
