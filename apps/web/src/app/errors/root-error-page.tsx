import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error.ts';
import { ErrorPage } from './error-page.tsx';

/** Fatal or unhandled errors during rendering or loading (SPEC §8). */
export function RootErrorPage({ error }: ErrorComponentProps) {
  const statusCode = error instanceof ApiError && error.status > 0 ? error.status : 500;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorPage
      statusCode={statusCode}
      message={message}
      details={error instanceof Error ? error.stack : undefined}
    />
  );
}
