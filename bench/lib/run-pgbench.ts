import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

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
  const run = (args: string[]) => {
    const result = spawnSync('pgbench', [...args, databaseUrl], { encoding: 'utf8' });
    if (result.error) throw new Error(`pgbench could not run: ${result.error.message}`);
    if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
    return result.stdout;
  };
  run(['-i', '-s', '1', '-q']);
  const before = loadavg()[0]!;
  const out = run(['-S', '-n', '-c', String(connections), '-j', '2', '-T', String(seconds)]);
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
