import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgbenchResult {
  /** `tps = …` without the initial connection time. */
  tps: number;
  latencyAvgMs: number;
  connections: number;
  seconds: number;
  loadAverage: { before: number; after: number };
}

/**
 * `pgbench -S` (select-only, the built-in read of one pgbench_accounts row by key) against
 * `databaseUrl`, after `pgbench -i -s 1` created its tables there: the database's own ceiling on
 * this machine for one indexed read per transaction, the yardstick the /api/me ratio is taken from.
 */
export function runPgbenchSelectOnly(
  databaseUrl: string,
  { connections, seconds }: { connections: number; seconds: number },
): PgbenchResult {
  runPgbench(databaseUrl, ['-i', '-s', '1', '-q']);
  return timedRun(databaseUrl, ['-S'], { connections, seconds });
}

/**
 * `pgbench -f` with the given script text: the statements an endpoint sends (its transaction,
 * `set_config` of role and tenant included), run by pgbench at the same concurrency as the API
 * scenario — what the database alone reaches for that work, the yardstick of issue #11 goal 2.
 * `variables` become `-D name=value` (use them as `:name` in the script).
 */
export function runPgbenchScript(
  databaseUrl: string,
  script: string,
  {
    connections,
    seconds,
    variables = {},
  }: { connections: number; seconds: number; variables?: Record<string, string | number> },
): PgbenchResult {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-pgbench-'));
  try {
    const file = join(dir, 'script.sql');
    writeFileSync(file, script);
    const defines = Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
    return timedRun(databaseUrl, ['-f', file, ...defines], { connections, seconds });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runPgbench(databaseUrl: string, args: string[]) {
  const result = spawnSync('pgbench', [...args, databaseUrl], { encoding: 'utf8' });
  if (result.error) throw new Error(`pgbench could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

function timedRun(
  databaseUrl: string,
  args: string[],
  { connections, seconds }: { connections: number; seconds: number },
): PgbenchResult {
  const before = loadavg()[0]!;
  const out = runPgbench(databaseUrl, [
    ...args,
    '-n',
    '-c',
    String(connections),
    '-j',
    String(Math.min(2, connections)),
    '-T',
    String(seconds),
  ]);
  const after = loadavg()[0]!;
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  const latency = /latency average = ([\d.]+) ms/.exec(out);
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return {
    tps: Number(tps[1]),
    latencyAvgMs: latency ? Number(latency[1]) : Number.NaN,
    connections,
    seconds,
    loadAverage: { before, after },
  };
}
