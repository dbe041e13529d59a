import { allPermissions } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaState,
  countPermissions,
  isProtectedRole,
  sameSelection,
  toggleAction,
  toggleArea,
  TOTAL_PERMISSIONS,
} from './role-permissions.ts';

describe('role permissions', () => {
  it('ticking "Bearbeiten" ticks "Lesen" of the same area', () => {
    expect(toggleAction([], 'files', 'write', true)).toEqual(['files.read', 'files.write']);
  });

  it('clearing "Lesen" clears the whole area, other areas stay', () => {
    const selected = ['documents.read', 'documents.send', 'documents.write', 'files.read'];
    expect(toggleAction(selected, 'documents', 'read', false)).toEqual(['files.read']);
  });

  it('clearing another action keeps reading', () => {
    expect(toggleAction(['files.read', 'files.write'], 'files', 'write', false)).toEqual(['files.read']);
  });

  it('"Alle" selects and clears one area', () => {
    const all = toggleArea(['files.read'], 'documents', true);
    expect(all).toEqual([
      'documents.finalize',
      'documents.read',
      'documents.send',
      'documents.write',
      'files.read',
    ]);
    expect(toggleArea(all, 'documents', false)).toEqual(['files.read']);
  });

  it('knows whether an area is fully, partly or not granted', () => {
    expect(areaState(['files.manage', 'files.read', 'files.write'], 'files')).toBe('all');
    expect(areaState(['files.read', 'files.write'], 'files')).toBe('some');
    expect(areaState(['documents.read'], 'files')).toBe('none');
  });

  it('counts only known permissions (a stored string of an area that does not exist yet is not one)', () => {
    expect(countPermissions(['files.read', 'unknown.thing', 'fleet.read'])).toBe(1);
    expect(countPermissions(allPermissions)).toBe(TOTAL_PERMISSIONS);
  });

  it('compares selections regardless of order and duplicates', () => {
    expect(sameSelection(['b', 'a'], ['a', 'b', 'a'])).toBe(true);
    expect(sameSelection(['a'], ['a', 'b'])).toBe(false);
  });

  it('protects only the system role Administrator', () => {
    expect(isProtectedRole({ is_system: true, name: 'Administrator' })).toBe(true);
    expect(isProtectedRole({ is_system: false, name: 'Administrator' })).toBe(false);
    expect(isProtectedRole({ is_system: true, name: 'Buchhaltung' })).toBe(false);
  });
});
