import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** The project's Node 24 (the `node` npm package); the running one as a fall-back. */
const nodeBinary = () => {
  const local = join(repoRoot, 'node_modules/.bin/node');
  return existsSync(local) ? local : process.execPath;
};

export interface RunningServer {
  url: string;
  pid: number;
  /** SIGTERM, then wait for the graceful shutdown (SIGKILL after `graceMs`). Resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Settings the parent shell might carry that would change which database or port the API uses. */
const CLEARED_ENV = ['DATABASE_URL', 'SECRET_KEY', 'DATA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'TRUST_PROXY'];

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `apps/api/src/main.ts` as a child process (plain node — it strips the types itself — so SIGTERM
 * reaches the API, not a wrapper) and resolves once GET /healthz answers 200.
 */
export async function startServer(
  env: Record<string, string>,
  { label, timeoutMs = 120_000 }: { label: string; timeoutMs?: number },
): Promise<RunningServer> {
  const port = await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !CLEARED_ENV.includes(k)));
  // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the API under load.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(nodeBinary(), [...nodeArgs, 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepTail(child, 40);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  // If the benchmark itself dies, do not leave the API running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, exited, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    process.off('exit', killOnExit);
    throw new Error(`${label}: API did not become ready (${(error as Error).message})\n${output()}`, {
      cause: error,
    });
  }

  return {
    url,
    pid: child.pid!,
    stop: async (graceMs = 15_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        const code = await exited;
        clearTimeout(timer);
        process.off('exit', killOnExit);
        if (code !== 0) console.warn(`⚠ ${label}: API exited with ${code ?? child.signalCode}\n${output()}`);
        return code;
      }
      process.off('exit', killOnExit);
      return exited;
    },
  };
}

async function waitForHealth(url: string, exited: Promise<number | null>, timeoutMs: number) {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`process exited with ${exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}/healthz within ${timeoutMs / 1000} s`);
}

/** The API's last log lines (warn and above), for error messages. */
function keepTail(child: ChildProcess, maxLines: number) {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > maxLines) lines.splice(0, lines.length - maxLines);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => (lines.length ? lines.map((l) => `    ${l}`).join('\n') : '    (no output)');
}
