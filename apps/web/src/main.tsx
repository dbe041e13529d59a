import '@mantine/core/styles.css';
import 'mantine-datatable/styles.css';
import './app/global.css';
import './i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { createServices } from './app/services.ts';
import { installAnalytics } from './lib/analytics/umami.ts';
import { initErrorReporting } from './lib/error-reporting/error-reporter.ts';
import { installChunkErrorHandling } from './lib/version/chunk-reload.ts';
import { reloadOnNewBuild } from './lib/version/version-watch.ts';

async function start() {
  // Each of these is a no-op unless configured (reporter DSN, analytics) or needed (a failed chunk).
  initErrorReporting();
  installChunkErrorHandling();
  installAnalytics();
  const queryClient = createQueryClient();
  // The session store navigates (after sign-out or a tenant switch) through the router made below.
  const routerRef: { current?: AppRouter } = {};
  const services = createServices(
    queryClient,
    (path) => void routerRef.current?.navigate({ to: path, replace: true }),
  );
  // The guards need to know who is signed in before the first route renders.
  await services.session.initialize().catch(() => undefined);
  const router = createAppRouter({ session: services.session, queryClient, api: services.api });
  routerRef.current = router;
  reloadOnNewBuild(router);
  // Sign-in, sign-out or a finished password change: run the guards again for the current path.
  let lastUser = services.session.getState().user;
  services.session.subscribe(() => {
    const user = services.session.getState().user;
    if (user !== lastUser) {
      lastUser = user;
      void router.invalidate();
    }
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

void start();
