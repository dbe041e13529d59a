import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, decideChunkReload, isChunkLoadError } from './chunk-reload.ts';

describe('chunk-load reload rate limit (SPEC §8)', () => {
  it('reloads the first time and notes the time for the path', () => {
    expect(decideChunkReload({}, '/roles', 50_000)).toEqual({ reload: true, log: { '/roles': 50_000 } });
  });

  it('does not reload the same path again within 10 seconds', () => {
    const log = { '/roles': 50_000 };
    expect(decideChunkReload(log, '/roles', 50_000 + CHUNK_RELOAD_WINDOW_MS - 1).reload).toBe(false);
    expect(decideChunkReload(log, '/roles', 50_000 + CHUNK_RELOAD_WINDOW_MS)).toEqual({
      reload: true,
      log: { '/roles': 60_000 },
    });
  });

  it('counts each path on its own', () => {
    const { reload, log } = decideChunkReload({ '/roles': 50_000 }, '/profiles', 51_000);
    expect(reload).toBe(true);
    expect(log).toEqual({ '/roles': 50_000, '/profiles': 51_000 });
  });

  it('forgets entries older than the window and distrusts times in the future', () => {
    expect(decideChunkReload({ '/old': 1_000 }, '/new', 50_000).log).toEqual({ '/new': 50_000 });
    expect(decideChunkReload({ '/roles': 90_000 }, '/roles', 50_000).reload).toBe(true);
  });
});

describe('chunk-load errors', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://kontor.example/assets/roles-page-abc.js',
    'error loading dynamically imported module: https://kontor.example/assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/roles-page-abc.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
