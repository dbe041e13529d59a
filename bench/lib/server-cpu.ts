import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/** User + system CPU of one process in ms, or undefined if it is gone or not on this machine. */
async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces); utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL server's CPU spent for a database's client connections, read from /proc when the
 * server runs on this machine. On a shared machine the wall time of database work follows the
 * load; the server's own CPU time (plus the bench process's) is the steadier figure.
 * `take()` returns the CPU per backend process; `since(earlier)` the sum spent since then
 * (connections opened in between count from their start).
 */
export function serverCpu(adminUrl: string, database: string) {
  const take = async (): Promise<Map<number, number> | undefined> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
        [database],
      );
      const cpu = new Map<number, number>();
      for (const { pid } of rows) {
        const ms = await processCpuMs(pid);
        if (ms === undefined) return undefined;
        cpu.set(pid, ms);
      }
      return cpu;
    } finally {
      await client.end();
    }
  };
  const since = async (earlier: Map<number, number> | undefined): Promise<number | undefined> => {
    const now = await take();
    if (!now || !earlier) return undefined;
    let total = 0;
    for (const [pid, ms] of now) total += ms - (earlier.get(pid) ?? 0);
    return total;
  };
  return { take, since };
}
