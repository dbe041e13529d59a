import { describe, expect, it } from 'vitest';
import { isNewerBuild, parseBuildManifest } from './build-manifest.ts';

const current = { id: 'build-a', timestamp: 1_700_000_000_000 };

describe('build manifest (SPEC §4 app version)', () => {
  it('finds a newer build by a different id with a later build time', () => {
    expect(isNewerBuild(current, { id: 'build-b', timestamp: current.timestamp + 1 })).toBe(true);
  });

  it('does not reload for the same build or an older one', () => {
    expect(isNewerBuild(current, { ...current })).toBe(false);
    expect(isNewerBuild(current, { id: 'build-old', timestamp: current.timestamp - 60_000 })).toBe(false);
    expect(isNewerBuild(current, null)).toBe(false);
  });

  it('accepts only a well-formed manifest', () => {
    expect(parseBuildManifest({ id: 'build-b', timestamp: 5, extra: true })).toEqual({
      id: 'build-b',
      timestamp: 5,
    });
    expect(parseBuildManifest('<!doctype html>')).toBeNull();
    expect(parseBuildManifest(null)).toBeNull();
    expect(parseBuildManifest({ id: '', timestamp: 5 })).toBeNull();
    expect(parseBuildManifest({ id: 'x', timestamp: '5' })).toBeNull();
  });
});
