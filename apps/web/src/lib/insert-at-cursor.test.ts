import { describe, expect, it } from 'vitest';
import { insertAt } from './insert-at-cursor.ts';

describe('insertAt', () => {
  it('inserts at the caret and puts the caret behind the insertion', () => {
    expect(insertAt('Hallo !', { start: 6, end: 6 }, '{{kunde.name}}')).toEqual({
      text: 'Hallo {{kunde.name}}!',
      caret: 20,
    });
  });

  it('replaces a selection', () => {
    expect(insertAt('Hallo NAME!', { start: 6, end: 10 }, '{{kunde.name}}').text).toBe(
      'Hallo {{kunde.name}}!',
    );
  });

  it('appends without a known caret and clamps stale positions', () => {
    expect(insertAt('Hallo', null, '{{heute}}')).toEqual({ text: 'Hallo{{heute}}', caret: 14 });
    expect(insertAt('ab', { start: 10, end: 12 }, 'X')).toEqual({ text: 'abX', caret: 3 });
  });
});
