import { describe, expect, it } from 'vitest';
import { readableLine } from './readable-log.ts';

const at = (hour: number, minute: number) => new Date(2026, 10, 26, hour, minute, 5).getTime();
const line = (entry: Record<string, unknown>) =>
  readableLine(JSON.stringify({ pid: 1, hostname: 'vm', time: at(9, 30), level: 30, ...entry }));

describe('readable log lines for a terminal', () => {
  it('a request is one short line: time, method and path, status, duration', () => {
    expect(line({ reqId: 'req-7', msg: 'GET /api/me', status: 200, ms: 4 })).toBe(
      '09:30:05 GET /api/me status=200 ms=4\n',
    );
  });

  it('warnings and errors say so, with the stack indented under the line', () => {
    const text = line({
      level: 50,
      msg: 'Anfrage fehlgeschlagen',
      err: { message: 'kaputt', stack: 'Error: kaputt\n    at x' },
    });
    expect(text).toBe('09:30:05 FEHLER Anfrage fehlgeschlagen \n    Error: kaputt\n        at x\n');
    expect(line({ level: 40, msg: 'langsam' })).toBe('09:30:05 WARNUNG langsam\n');
  });

  it('lists get a line per item; nested records (timings for benchmarks) are left out', () => {
    const text = line({
      msg: 'Kontor läuft auf http://localhost:3000',
      startupMs: { listening: 1800 },
      accounts: ['demo@kontor.test / Demo-Passwort-1'],
    });
    expect(text).toBe(
      '09:30:05 Kontor läuft auf http://localhost:3000 accounts:\n    demo@kontor.test / Demo-Passwort-1\n',
    );
  });

  it('a line that is not JSON passes unchanged', () => {
    expect(readableLine('plain text\n')).toBe('plain text\n');
  });
});
