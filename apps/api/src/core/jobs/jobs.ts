import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps.ts';
import type { JobsConnection } from '../../db/database.ts';

/** Cron expressions of recurring jobs are read in the tenants' time zone. */
export const JOBS_TIME_ZONE = 'Europe/Berlin';

/** One kind of background work: its queue name, when it runs, and what it does. */
export interface JobDefinition<T extends object = Record<string, unknown>> {
  name: string;
  /** Recurring run (cron in Europe/Berlin), kept in pg-boss's schedule table. */
  cron?: string;
  /** Also queue one run when the app starts, so work missed while it was down is caught up. */
  runAtStart?: boolean;
  /**
   * `exclusive`: at most one job waiting or running at a time — for sweeps (cron, start-up,
   * several app processes) where a second run meanwhile would find nothing new. Default: every send runs.
   */
  policy?: 'standard' | 'exclusive';
  handle(deps: AppDeps, data: T): Promise<void>;
}

export interface SendJobOptions {
  /** At most one queued job with this key at a time (a second send returns null). */
  singletonKey?: string;
}

/** The app's job queue (pg-boss on the app's own database). Created idle; main.ts starts it. */
export interface Jobs {
  start(deps: AppDeps, definitions: readonly JobDefinition<never>[]): Promise<void>;
  send(name: string, data?: object, options?: SendJobOptions): Promise<string | null>;
  /** Waits for running handlers (up to `timeoutMs`), then releases the connection. Idempotent. */
  stop(timeoutMs?: number): Promise<void>;
  readonly started: boolean;
}

function bossOptions(connection: JobsConnection): ConstructorOptions {
  // The two engines differ only in how pg-boss reaches them: PGlite is one in-process connection
  // that pg-boss shares through the adapter (queries, multi-statement DDL via exec); on PostgreSQL
  // pg-boss keeps a small pool of its own in its own schema.
  return connection.kind === 'pglite'
    ? { db: fromPglite(connection.client), backend: 'pglite' }
    : { connectionString: connection.url, max: 3, application_name: 'kontor-jobs' };
}

export function createJobs(connection: JobsConnection, log: Logger): Jobs {
  let boss: PgBoss | undefined;

  const running = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  return {
    get started() {
      return boss !== undefined;
    },

    async start(deps, definitions) {
      if (boss) return;
      const instance = new PgBoss({ ...bossOptions(connection), schema: 'pgboss' });
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      boss = instance;
      for (const definition of definitions as readonly JobDefinition[]) {
        await instance.createQueue(definition.name, { policy: definition.policy ?? 'standard' });
        await instance.work<Record<string, unknown>>(definition.name, async (batch) => {
          for (const job of batch) {
            try {
              await definition.handle(deps, job.data ?? {});
            } catch (error) {
              log.error({ err: error, job: definition.name, id: job.id }, 'job failed');
              throw error;
            }
          }
        });
        if (definition.cron) {
          await instance.schedule(definition.name, definition.cron, {}, { tz: JOBS_TIME_ZONE });
        }
        if (definition.runAtStart) {
          await instance.send(definition.name, {});
        }
      }
    },

    async send(name, data = {}, options = {}) {
      return running().send(name, data, options);
    },

    async stop(timeoutMs = 8000) {
      const instance = boss;
      boss = undefined;
      // close:false on PGlite: the connection belongs to the app's Database, which closes it.
      await instance?.stop({ graceful: true, timeout: timeoutMs, close: connection.kind === 'postgres' });
    },
  };
}
