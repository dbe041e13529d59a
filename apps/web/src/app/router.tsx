import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRouter, redirect } from '@tanstack/react-router';
import type { SessionStore } from '../lib/session/session-store.ts';
import { redirectFor } from './guards.ts';
import { NotFoundPage } from '../ui/errors/not-found-page.tsx';
import { RootErrorPage } from './errors/root-error-page.tsx';
import { PageShell } from './page-shell.tsx';
import { buildRouteTree } from './routes.tsx';

export interface RouterContext {
  session: SessionStore;
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // SPEC §4 guards run before every navigation, with the session already loaded.
  beforeLoad: ({ location, context }) => {
    const target = redirectFor(location.pathname, context.session.getState());
    if (target) throw redirect({ to: target, replace: true });
  },
  component: PageShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree: buildRouteTree(rootRoute),
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
