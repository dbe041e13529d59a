import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client.ts';
import { createRootRouteWithContext, createRouter, redirect } from '@tanstack/react-router';
import type { SessionStore } from '../lib/session/session-store.ts';
import { RETURN_PARAM, returnPathAfterSignIn, SIGNED_OUT_PATHS } from '../lib/session/return-path.ts';
import { redirectFor } from './guards.ts';
import { NotFoundPage } from '../ui/errors/not-found-page.tsx';
import { RootErrorPage } from './errors/root-error-page.tsx';
import { PageShell } from './page-shell.tsx';
import { buildRouteTree } from './routes.tsx';

export interface RouterContext {
  session: SessionStore;
  queryClient: QueryClient;
  /** For route loaders that start a page's data request together with its code. */
  api: ApiClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // SPEC §4 guards run before every navigation, with the session already loaded.
  beforeLoad: ({ location, context }) => {
    const target = redirectFor(location.pathname, context.session.getState());
    if (!target) return;
    // Signed in on /login: back to the deep link the visitor had opened, if any.
    if (SIGNED_OUT_PATHS.has(location.pathname) && target === '/') {
      const search = location.search as Record<string, unknown>;
      throw redirect({ href: returnPathAfterSignIn(search[RETURN_PARAM]), replace: true });
    }
    // A deep link opened while signed out is where the sign-in page returns to.
    const keepDeepLink = target === '/login' && location.pathname !== '/';
    throw redirect({
      to: target,
      replace: true,
      ...(keepDeepLink && { search: { [RETURN_PARAM]: location.href } }),
    });
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
