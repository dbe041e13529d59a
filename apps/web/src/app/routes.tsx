import { createRoute, lazyRouteComponent, notFound, redirect, type AnyRoute } from '@tanstack/react-router';
import { isNativeApp } from '../lib/platform.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { MobileLayout } from './layouts/mobile-layout.tsx';
import { NotLoggedInLayout } from './layouts/not-logged-in-layout.tsx';

/** Every screen of the app. Pages load on demand (route-level code splitting). */
export function buildRouteTree<R extends AnyRoute>(root: R) {
  const notLoggedIn = createRoute({
    getParentRoute: () => root,
    id: 'notLoggedIn',
    component: NotLoggedInLayout,
  });
  const main = createRoute({ getParentRoute: () => root, id: 'default', component: DefaultLayout });
  const mobile = createRoute({ getParentRoute: () => root, id: 'mobile', component: MobileLayout });

  const page = (
    parent: AnyRoute,
    path: string,
    load: () => Promise<Record<string, unknown>>,
    exportName: string,
  ) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      component: lazyRouteComponent(load as never, exportName as never),
    });

  return root.addChildren([
    notLoggedIn.addChildren([
      page(notLoggedIn, '/login', () => import('../features/auth/routes/login-page.tsx'), 'LoginPage'),
      page(
        notLoggedIn,
        '/password-reset',
        () => import('../features/auth/routes/password-reset-page.tsx'),
        'PasswordResetPage',
      ),
      page(
        notLoggedIn,
        '/password-change',
        () => import('../features/auth/routes/password-change-page.tsx'),
        'PasswordChangePage',
      ),
    ]),
    main.addChildren([
      createRoute({
        getParentRoute: () => main,
        path: '/',
        // Root middleware redirect-to-mobile-index: after initialisation the native app goes to /mobile.
        beforeLoad: () => {
          if (isNativeApp()) throw redirect({ to: '/mobile', replace: true });
        },
        component: lazyRouteComponent(() => import('../features/home/routes/home-page.tsx'), 'HomePage'),
      }),
    ]),
    mobile.addChildren([
      page(
        mobile,
        '/mobile',
        () => import('../features/mobile/routes/mobile-index-page.tsx'),
        'MobileIndexPage',
      ),
      page(
        mobile,
        '/mobile/menu',
        () => import('../features/mobile/routes/mobile-menu-page.tsx'),
        'MobileMenuPage',
      ),
    ]),
  ]);
}

/** For `mode` path params: anything else is an unknown path (404). */
export function assertMode<M extends string>(mode: string, allowed: readonly M[]): asserts mode is M {
  if (!(allowed as readonly string[]).includes(mode)) throw notFound();
}
