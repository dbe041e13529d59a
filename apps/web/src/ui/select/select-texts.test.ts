import { describe, expect, it } from 'vitest';
import { selectEmptyMessage } from './select-texts.ts';

describe('select texts (SPEC §8)', () => {
  it('says "No options." when there is nothing to choose', () => {
    expect(selectEmptyMessage([], '')).toEqual({ key: 'select.noOptions' });
    expect(selectEmptyMessage(undefined, 'abc')).toEqual({ key: 'select.noOptions' });
    expect(selectEmptyMessage([{ group: 'Leer', items: [] }], 'abc')).toEqual({ key: 'select.noOptions' });
  });

  it('names the search when it finds nothing', () => {
    expect(selectEmptyMessage(['Rot', { value: 'g', label: 'Grün' }], ' blau ')).toEqual({
      key: 'select.noResults',
      query: 'blau',
    });
  });
});
