// Start-up as a newcomer sees it (issue #11 goal 3): `npm start` on an empty data folder (migrations,
// demo data) and then again on the same folder, in seconds until GET /healthz answers. Run from the
// repository root: `npm run bench:startup` (STARTUP_RESTARTS=n restarts, default 3).
// The web build runs first and is timed on its own: `npm start` rebuilds only after web changes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { withCleanup } from './lib/cleanups.ts';
import { wholeNumberFromEnv } from './lib/env-number.ts';
import { freePort, repoRoot } from './lib/start-server.ts';
import { writeResults } from './lib/write-results.ts';

const restarts = wholeNumberFromEnv('STARTUP_RESTARTS', 3, 1);
const TIMEOUT_MS = 180_000;
/** Settings the parent shell might carry that would change which database or port the API uses. */
const CLEARED_ENV = ['DATABASE_URL', 'SECRET_KEY', 'DATA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'SEED_DEMO'];

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const describeSteps = (steps: Record<string, number> | undefined) =>
  steps
    ? Object.entries(steps)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', ')
    : 'no start-up line logged';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface StartResult {
  /** From spawning `npm start` until GET /healthz answered 200. */
  healthzMs: number;
  /** Until the API logged that the demo year of documents is written (first start only). */
  demoDocumentsMs?: number;
  /** The API's own figures: ms since its process started per step, and its CPU time until then. */
  steps?: Record<string, number>;
}

/**
 * Runs `npm start` (its own process group, so SIGTERM reaches npm and the API alike), waits for
 * /healthz and — with `waitForDemo` — for the log line of the finished demo documents, then stops it.
 */
async function timeStart(dataDir: string, waitForDemo: boolean): Promise<StartResult> {
  const port = await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !CLEARED_ENV.includes(k)));
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const tail: string[] = [];
  let demoDocumentsMs: number | undefined;
  let demoFailed = false;
  let steps: Record<string, number> | undefined;
  const read = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 30) tail.shift();
      if (line.includes('"msg":"demo documents seeded"')) demoDocumentsMs = performance.now() - startedAt;
      if (line.includes('"msg":"demo documents could not be seeded"')) demoFailed = true;
      if (line.includes('"msg":"Kontor läuft'))
        steps = (JSON.parse(line) as { startupMs: typeof steps }).startupMs;
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  // npm may exit before the API has shut down; the data folder is removed (or reused) only once
  // every process of the group is gone.
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (groupAlive()) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    const deadline = performance.now() + 15_000;
    while (groupAlive() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (groupAlive()) process.kill(-child.pid!, 'SIGKILL');
  };

  return withCleanup(stop, async () => {
    let healthzMs: number | undefined;
    const deadline = startedAt + TIMEOUT_MS;
    while (performance.now() < deadline && (healthzMs === undefined || (waitForDemo && !demoDocumentsMs))) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited with ${child.exitCode}\n${tail.join('\n')}`);
      if (demoFailed) throw new Error(`demo documents could not be seeded\n${tail.join('\n')}`);
      if (healthzMs === undefined) {
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) })
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) healthzMs = performance.now() - startedAt;
      }
      // Polling every 20 ms costs the server next to nothing and keeps the figure exact.
      await new Promise((r) => setTimeout(r, 20));
    }
    if (healthzMs === undefined || (waitForDemo && !demoDocumentsMs)) {
      throw new Error(`npm start not ready within ${TIMEOUT_MS / 1000} s\n${tail.join('\n')}`);
    }
    return { healthzMs, steps, ...(waitForDemo && { demoDocumentsMs }) };
  });
}

const startedAt = new Date();
const loadBefore = load();
console.log(`Start-up bench — load average ${loadBefore} (1, 5, 15 min)\n`);

const webStarted = performance.now();
const web = spawnSync('node', ['scripts/build-web-if-changed.mjs'], { cwd: repoRoot, encoding: 'utf8' });
if (web.status !== 0) throw new Error(`web build failed\n${web.stdout}\n${web.stderr}`);
const webMs = performance.now() - webStarted;
const webBuilt = !web.stdout.includes('unchanged');
console.log(
  `web build check: ${seconds(webMs)} s (${webBuilt ? 'sources changed: built' : 'unchanged: skipped'})`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'kontor-startup-'));
const figures = await withCleanup(
  async () => rmSync(dataDir, { recursive: true, force: true }),
  async () => {
    const first = await timeStart(dataDir, true);
    console.log(`first start, empty data folder: /healthz after ${seconds(first.healthzMs)} s`);
    console.log(`  API steps (ms since its process started): ${describeSteps(first.steps)}`);
    console.log(`  demo documents written after  ${seconds(first.demoDocumentsMs!)} s`);
    const again: StartResult[] = [];
    for (let i = 0; i < restarts; i++) {
      const result = await timeStart(dataDir, false);
      again.push(result);
      console.log(`restart ${i + 1}, same data folder:  /healthz after ${seconds(result.healthzMs)} s`);
      console.log(`  API steps (ms since its process started): ${describeSteps(result.steps)}`);
    }
    const median = again.map((r) => r.healthzMs).sort((a, b) => a - b)[Math.floor(again.length / 2)] ?? NaN;
    console.log(`\nrestart median: ${seconds(median)} s (goal ≤ 2 s)`);
    console.log(`first start incl. demo data: ${seconds(first.demoDocumentsMs!)} s (goal < 30 s)`);
    return {
      webBuild: { seconds: seconds(webMs), built: webBuilt },
      firstStart: {
        healthzSeconds: seconds(first.healthzMs),
        demoDataSeconds: seconds(first.demoDocumentsMs!),
        apiStepsMs: first.steps,
      },
      restarts: again.map((r) => ({ healthzSeconds: seconds(r.healthzMs), apiStepsMs: r.steps })),
      restartMedianSeconds: seconds(median),
    };
  },
);
console.log(`load average ${loadBefore} → ${load()}`);
writeResults('startup', startedAt, figures);
