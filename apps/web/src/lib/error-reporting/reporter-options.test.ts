import { describe, expect, it } from 'vitest';
import { reporterOptions } from './reporter-options.ts';

describe('error reporter options (SPEC §8, §9)', () => {
  it('is off without a DSN', () => {
    expect(reporterOptions({})).toBeNull();
    expect(reporterOptions({ dsn: '  ' })).toBeNull();
  });

  it('samples 1 % of traces and ignores known browser noise', () => {
    const options = reporterOptions({ dsn: 'https://key@errors.example/3', release: 'build-a' });
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example/3',
      release: 'build-a',
      tracesSampleRate: 0.01,
      sendDefaultPii: false,
    });
    expect(options?.ignoreErrors).toEqual(
      expect.arrayContaining(['ResizeObserver loop limit exceeded', 'Non-Error promise rejection captured']),
    );
  });
});
