// Everything `npm start` does once the configuration is valid; main.ts loads this module only then,
// so a broken configuration is reported before the API's ~1,300 modules are read.
import { allJobs } from './app-jobs.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createDeps, openDatabase } from './create-deps.ts';
import { demoAccounts, seedDemoData } from './db/seed/demo-data.ts';
import { startDemoYear } from './db/seed/seed-demo-documents.ts';
import { createLogger } from './logger.ts';
import { startMaintenance } from './core/maintenance.ts';
import { registerRealtime } from './core/realtime/realtime.plugin.ts';
import { startMailWatchers } from './modules/support/index.ts';

/** Milliseconds since the process started, per start-up step: what `npm run bench:startup` reports. */
const startupSteps: Record<string, number> = { modulesLoaded: Math.round(performance.now()) };
const step = (name: string) => (startupSteps[name] = Math.round(performance.now()));

export async function serve(config: Config) {
  const log = createLogger(config.logLevel, config.logFormat ?? (process.stdout.isTTY ? 'readable' : 'json'));
  const database = await openDatabase(config, log);
  step('databaseReady');
  log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'Datenbank bereit',
  );
  const seeded = config.seedDemo && (await seedDemoData(database.ownerDb));
  step('demoDataChecked');

  const deps = createDeps(config, database, log);
  const app = await buildApp(deps, { plugins: [registerRealtime] });
  step('appBuilt');
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Server nimmt Anfragen an auf ${address}`,
  });
  step('listening');
  const stopMaintenance = startMaintenance(deps);
  await deps.jobs.start(deps, allJobs);
  // New mail in the support and Eingangsrechnungen inboxes within seconds (IDLE); the job polls too.
  const mailWatchers = startMailWatchers(deps);
  const demoYear = seeded ? startDemoYear(deps) : null;

  const { user, system } = process.cpuUsage();
  log.info(
    { startupMs: { ...startupSteps, cpu: Math.round((user + system) / 1000) } },
    `Kontor läuft auf ${config.publicUrl}`,
  );
  if (config.seedDemo) {
    log.info(
      { accounts: demoAccounts.map((a) => `${a.email} / ${a.password} (${a.note})`) },
      seeded ? 'Demo-Zugänge (eben angelegt)' : 'Demo-Zugänge',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'Kontor wird beendet');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    stopMaintenance();
    await app.close();
    await mailWatchers.stop();
    // After the server: no request can queue work any more; running jobs get time to finish.
    await deps.jobs.stop();
    await demoYear?.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
