import { expect, it } from 'vitest';
import { formatDuration } from './duration-format.ts';

it('writes durations the German way', () => {
  expect(formatDuration(615)).toBe('10 Std. 15 Min.');
  expect(formatDuration(600)).toBe('10 Std.');
  expect(formatDuration(45)).toBe('45 Min.');
  expect(formatDuration(0)).toBe('0 Min.');
  expect(formatDuration(-90)).toBe('−1 Std. 30 Min.');
});
