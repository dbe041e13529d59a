import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes.ts';

// Review aid: any change to who may call what shows up as a diff of route-permissions.snap.txt.
describe('route permissions', () => {
  it('every route declares its access; the list matches the reviewed snapshot', async () => {
    const lines = allRoutes
      .map(({ contract }) => {
        const flags = [
          contract.allowAal1 && 'aal1-ok',
          contract.allowPendingPasswordChange && 'before-password-change',
        ]
          .filter(Boolean)
          .join(', ');
        return `${contract.method.padEnd(6)} ${contract.path.padEnd(44)} ${contract.access}${flags ? ` (${flags})` : ''}`;
      })
      .sort();
    expect(new Set(lines.map((l) => l.slice(0, 51))).size).toBe(lines.length);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./route-permissions.snap.txt');
  });
});
