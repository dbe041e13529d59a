import { entityRegistry, entityTypes } from '@kontor/contracts';
import { describe, expect, it } from 'vitest';
import { entityNav } from './entity-nav.ts';

describe('master data in the navigation', () => {
  it('lists every registry type once', () => {
    expect(entityNav.map((e) => e.type).sort()).toEqual([...entityTypes].sort());
  });

  it.each(entityNav.map((e) => [e.type, e] as const))(
    '%s has the registry label and read permission',
    (type, entry) => {
      expect(entry.de).toBe(entityRegistry[type].label);
      expect(entry.read).toBe(entityRegistry[type].permissions.read);
    },
  );
});
