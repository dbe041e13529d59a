import { describe, expect, it } from 'vitest';
import { changeRows, fieldKey, isCreation } from './history-changes.ts';

describe('changeRows', () => {
  it('names fields in snake_case and orders them like the forms, unknown fields last', () => {
    expect(
      changeRows({
        zeta: { from: 1, to: 2 },
        companyName: { from: 'Alt GmbH', to: 'Neu GmbH' },
        alpha: { from: 1, to: 2 },
        position: { from: null, to: 'Bauleiterin' },
        first_name: { from: 'Paul', to: 'Paula' },
      }).map((row) => row.field),
    ).toEqual(['first_name', 'position', 'company_name', 'zeta', 'alpha']);
    expect(changeRows({ companyName: { from: 'Alt GmbH', to: 'Neu GmbH' } })).toEqual([
      { field: 'company_name', kind: 'value', from: 'Alt GmbH', to: 'Neu GmbH' },
    ]);
    expect(fieldKey('vatId')).toBe('vat_id');
    expect(fieldKey('first_name')).toBe('first_name');
  });

  it('shows two lists as added and removed items', () => {
    expect(changeRows({ permissions: { from: ['a.read', 'b.read'], to: ['b.read', 'c.write'] } })).toEqual([
      {
        field: 'permissions',
        kind: 'list',
        added: ['c.write'],
        removed: ['a.read'],
        from: ['a.read', 'b.read'],
        to: ['b.read', 'c.write'],
      },
    ]);
  });

  it('a list that appears or disappears stays a before/after value', () => {
    expect(changeRows({ permissions: { from: null, to: ['a.read'] } })).toEqual([
      { field: 'permissions', kind: 'value', from: null, to: ['a.read'] },
    ]);
    expect(changeRows(null)).toEqual([]);
  });

  it('recognises a creation: only new values', () => {
    expect(isCreation(changeRows({ a: { from: null, to: 1 }, b: { from: null, to: 'x' } }))).toBe(true);
    expect(isCreation(changeRows({ a: { from: null, to: 1 }, b: { from: 'y', to: 'x' } }))).toBe(false);
    expect(isCreation(changeRows({ permissions: { from: [], to: ['a.read'] } }))).toBe(false);
    expect(isCreation([])).toBe(false);
  });
});
