import * as contracts from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { startUpRoutes } from './start-up-routes.ts';

describe('start-up routes', () => {
  it.each(Object.entries(startUpRoutes))('%s has the method and path of its contract', (name, route) => {
    const contract = contracts[name as keyof typeof startUpRoutes];
    expect(route).toEqual({ method: contract.method, path: contract.path });
  });
});
