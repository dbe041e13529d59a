import type { ScenarioResult } from './run-scenario.ts';

const COLUMNS: { title: string; value: (r: ScenarioResult) => string }[] = [
  { title: 'database', value: (r) => r.database },
  { title: 'scenario', value: (r) => r.scenario },
  { title: 'conn', value: (r) => String(r.connections) },
  { title: 'req/s (avg)', value: (r) => r.requestsPerSecond.toFixed(1) },
  { title: 'p50 ms', value: (r) => String(r.latencyP50Ms) },
  { title: 'p99 ms', value: (r) => String(r.latencyP99Ms) },
  { title: 'requests', value: (r) => String(r.totalRequests) },
  { title: 'non-2xx', value: (r) => String(r.non2xx) },
  { title: 'errors/timeouts', value: (r) => `${r.errors}/${r.timeouts}` },
  { title: 'load 1m', value: (r) => `${r.loadAverage.before.toFixed(1)}→${r.loadAverage.after.toFixed(1)}` },
];

const SERVER_CPU_COLUMN = {
  title: 'API CPU ms/req',
  value: (r: ScenarioResult) => r.serverCpuMsPerRequest?.toFixed(1) ?? '–',
};

/** A plain aligned table (text columns left, numbers right) plus a warning for every unclean run. */
export function printTable(results: ScenarioResult[]) {
  const columns = results.some((r) => r.serverCpuMsPerRequest !== undefined)
    ? [...COLUMNS.slice(0, -1), SERVER_CPU_COLUMN, COLUMNS.at(-1)!]
    : COLUMNS;
  const rows = results.map((r) => columns.map((c) => c.value(r)));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(columns.map((c) => c.title)));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  for (const r of results) {
    if (r.non2xx > 0) {
      const codes = Object.entries(r.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${count}× ${code}`)
        .join(', ');
      console.warn(`⚠ ${r.database} / ${r.scenario}: ${r.non2xx} non-2xx responses (${codes})`);
    }
    if (r.errors > 0 || r.timeouts > 0) {
      console.warn(`⚠ ${r.database} / ${r.scenario}: ${r.errors} errors, ${r.timeouts} timeouts`);
    }
  }
}
