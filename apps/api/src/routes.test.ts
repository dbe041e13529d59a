import { readFileSync } from 'node:fs';
import { allPermissions } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { allRoutes, serviceCheckedPermissions } from './routes.ts';

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

  it('every permission of the role catalogue guards a route or an in-service check', () => {
    const snapshot = readFileSync(new URL('./route-permissions.snap.txt', import.meta.url), 'utf8');
    const routeAccess = snapshot
      .trim()
      .split('\n')
      .map((line) => line.slice(52).split(' ')[0]);
    const enforced = new Set([...routeAccess, ...serviceCheckedPermissions]);
    expect(allPermissions.filter((p) => !enforced.has(p))).toEqual([]);
    // An in-service check that a route already requires would hide an unchecked permission.
    expect(serviceCheckedPermissions.filter((p) => routeAccess.includes(p))).toEqual([]);
  });
});
