import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger.ts';
import { bearer, signInAs } from '../../../test/test-tenant.ts';
import { useTestAppWithTenant } from '../../../test/use-test-app.ts';

const logLines: { msg: string; status?: number; ms?: number; level: number }[] = [];
const t = useTestAppWithTenant(() => ({
  deps: {
    log: createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(JSON.parse(chunk.toString('utf8')));
          done();
        },
      }),
    ),
  },
}));

describe('request log', () => {
  it('one line per API call with status and duration, no query string; none for pages, files or health checks', async () => {
    const token = await signInAs(t.app, t.tenant.admin);
    logLines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/me?search=M%C3%BCller' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/documents/list' });
    await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });

    expect(logLines.map(({ msg, status }) => ({ msg, status }))).toEqual([
      { msg: 'GET /api/me', status: 200 },
      { msg: 'GET /api/me', status: 401 },
    ]);
    expect(logLines[0]!.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(logLines)).not.toContain('Müller');
  });
});
