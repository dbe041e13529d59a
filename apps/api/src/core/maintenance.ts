import type { AppDeps } from '../app-deps.ts';
import { withOwner } from '../db/with-tenant.ts';
import { purgeWorkingTimesOlderThan } from '../modules/working-times/index.ts';
import { pruneLoginAttempts } from './auth/throttle.repository.ts';

const EVERY_HOUR = 3600_000;

/**
 * Working-time records past their retention (§ 16 Abs. 2 ArbZG: two years, or longer by
 * configuration) are deleted, so personal data is not kept longer than the law asks.
 */
export const purgeExpiredWorkingTimes = (deps: Pick<AppDeps, 'database' | 'config'>) =>
  withOwner(deps.database, (tx) => purgeWorkingTimesOlderThan(tx, deps.config.workingTimeRetentionYears));

/** Housekeeping: keeps auth tables small and applies retention periods; returns a function that stops it. */
export function startMaintenance(deps: AppDeps): () => void {
  const run = () =>
    Promise.all([withOwner(deps.database, pruneLoginAttempts), purgeExpiredWorkingTimes(deps)]).catch(
      (error: unknown) => deps.log.warn({ err: error }, 'maintenance failed'),
    );
  void run();
  const timer = setInterval(run, EVERY_HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
