import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { checkEntityRoute } from './entity-route.ts';

const outcome = (params: { type: string; mode?: string; id?: string }) => {
  try {
    checkEntityRoute(params);
    return 'page';
  } catch (error) {
    return isNotFound(error) ? '404' : 'other';
  }
};

describe('master-data routes', () => {
  it.each([
    [{ type: 'customers' }, 'page'],
    [{ type: 'kunden' }, '404'],
    [{ type: 'customers', mode: 'create' }, 'page'],
    [{ type: 'customers', mode: 'import' }, 'page'],
    [{ type: 'projects', mode: 'import' }, '404'],
    [{ type: 'customers', mode: 'show' }, '404'],
    [{ type: 'customers', mode: 'delete' }, '404'],
    [{ type: 'customers', mode: 'show', id: '12' }, 'page'],
    [{ type: 'tasks', mode: 'edit', id: '7' }, 'page'],
    [{ type: 'customers', mode: 'create', id: '12' }, '404'],
    [{ type: 'customers', mode: 'show', id: '0' }, '404'],
    [{ type: 'customers', mode: 'show', id: 'abc' }, '404'],
    [{ type: 'costcentres', mode: 'show', id: '12345678901' }, '404'],
  ])('%o → %s', (params, expected) => {
    expect(outcome(params)).toBe(expected);
  });
});
