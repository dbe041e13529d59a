import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARNUNG', 50: 'FEHLER', 60: 'FATAL' };
// Pino's own fields, shown as the time and level prefix or not at all.
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

const clock = (time: number) =>
  new Date(time).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const isError = (value: unknown): value is { stack: string } =>
  typeof (value as { stack?: unknown } | null)?.stack === 'string';

// Scalars, lists (one item a line) and errors (their stack); nested records such as start-up
// timings are for machines and stay in the JSON format.
function describe(key: string, value: unknown): string | undefined {
  if (Array.isArray(value)) return `${key}:${value.map((item) => `\n    ${String(item)}`).join('')}`;
  if (isError(value)) return `\n    ${value.stack.replaceAll('\n', '\n    ')}`;
  if (value !== null && typeof value === 'object') return undefined;
  return `${key}=${String(value)}`;
}

/** One pino line (JSON) as a person reads it: `14:02:11 WARNUNG text key=value`. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = LEVELS[entry.level as number];
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => describe(key, value))
    .filter((field) => field !== undefined);
  const head = [clock(entry.time as number), level, entry.msg].filter(Boolean).join(' ');
  return `${[head, ...fields].join(' ')}\n`;
}

/** For `npm start` in a terminal; servers and log collectors keep pino's JSON lines. */
export const readableDestination = (out: NodeJS.WritableStream = process.stdout): DestinationStream => ({
  write: (chunk: string) => {
    out.write(readableLine(chunk));
  },
});
