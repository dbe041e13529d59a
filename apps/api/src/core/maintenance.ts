import type { AppDeps } from '../app-deps.ts';
import { withOwner } from '../db/with-tenant.ts';
import { pruneLoginAttempts } from './auth/throttle.repository.ts';

const EVERY_HOUR = 3600_000;

/** Housekeeping that keeps auth tables small; returns a function that stops it. */
export function startMaintenance(deps: AppDeps): () => void {
  const run = () =>
    withOwner(deps.database, pruneLoginAttempts).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'maintenance failed'),
    );
  void run();
  const timer = setInterval(run, EVERY_HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
