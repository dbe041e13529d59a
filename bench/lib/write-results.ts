import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './start-server.ts';

/** The machine a run was measured on; figures from different machines are not comparable. */
const describeMachine = () => ({
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
  loadAverage: loadavg(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
});

/**
 * Writes `bench/results/<bench>-<start time>.json`: start and end, the machine, then `figures`
 * (settings first, then what was measured).
 */
export function writeResults(bench: string, startedAt: Date, figures: Record<string, unknown>) {
  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${bench}-${startedAt.toISOString().slice(0, 19).replaceAll(':', '-')}.json`);
  const machine = describeMachine();
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt, finishedAt: new Date(), machine, ...figures }, null, 2)}\n`,
  );
  console.log(`\nResults written to ${file}`);
}
