import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Shapes each request (e.g. another account and client address per sign-in). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  connections: number;
}

export interface ScenarioResult {
  database: string;
  scenario: string;
  connections: number;
  durationSeconds: number;
  /** Mean of the per-second request counts (autocannon's `requests.average`). */
  requestsPerSecond: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  totalRequests: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /** 1-minute load average before and after: other work on the machine skews the figures. */
  loadAverage: { before: number; after: number };
  /** CPU time the API process spent per answered request (when its pid was given; Linux only). */
  serverCpuMsPerRequest?: number;
}

/** User + system CPU time of a process in ms, from /proc (clock ticks of 10 ms on Linux). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const fire = (url: string, scenario: Scenario, seconds: number) =>
  autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers ?? {},
    ...(scenario.body !== undefined && { body: scenario.body }),
    ...(scenario.setupRequest && { requests: [{ setupRequest: scenario.setupRequest }] }),
    connections: scenario.connections,
    duration: seconds,
    timeout: 30,
  });

/** A short warm-up (discarded), then the measured run. */
export async function runScenario(
  database: string,
  url: string,
  scenario: Scenario,
  { seconds, warmupSeconds, serverPid }: { seconds: number; warmupSeconds: number; serverPid?: number },
): Promise<ScenarioResult> {
  if (warmupSeconds > 0) await fire(url, scenario, warmupSeconds);
  const before = loadavg()[0]!;
  const cpuBefore = serverPid === undefined ? undefined : processCpuMs(serverPid);
  const r = await fire(url, scenario, seconds);
  const cpuAfter = serverPid === undefined ? undefined : processCpuMs(serverPid);
  return {
    database,
    scenario: scenario.name,
    connections: scenario.connections,
    durationSeconds: r.duration,
    requestsPerSecond: r.requests.average,
    latencyAvgMs: r.latency.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    totalRequests: r.requests.total,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    errors: r.errors,
    timeouts: r.timeouts,
    loadAverage: { before, after: loadavg()[0]! },
    ...(cpuBefore !== undefined &&
      cpuAfter !== undefined &&
      r.requests.total > 0 && { serverCpuMsPerRequest: (cpuAfter - cpuBefore) / r.requests.total }),
  };
}
