import { useRouterState } from '@tanstack/react-router';
import { ErrorPage } from './error-page.tsx';

/** SPEC §2/§8: an unknown path is a 404 "Page not found". */
export function NotFoundPage() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return <ErrorPage statusCode={404} summary="Page not found" message="Page not found" details={path} />;
}
