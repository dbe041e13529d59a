import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldDefinition } from '@kontor/contracts';
import { AppError } from '../../core/http/errors.ts';
import {
  containsPattern,
  decodeCursor,
  encodeCursor,
  planEntityList,
  type FilterClause,
  type SortPlan,
} from './entity-list-query.ts';

const plan = (query: Partial<Parameters<typeof planEntityList>[1]>, custom: FieldDefinition[] = []) =>
  planEntityList('articles', { archived: 'active', filter: {}, ...query }, custom);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
};

const summary = (c: FilterClause) => ({
  key: c.field.field.key,
  source: c.field.source,
  mode: c.mode,
  ...(c.op === 'range' ? { from: c.from, to: c.to } : { values: c.values }),
});

describe('filter planning', () => {
  it('normalises values per kind: numbers as decimals, German commas, ids, booleans', () => {
    const weight: FieldDefinition = { key: 'gewicht', label: 'Gewicht', kind: 'number' };
    const { filters } = plan(
      {
        filter: {
          net_price: { from: '9,5', to: 100 },
          unit: ['KGM', 'LS'],
          'custom.gewicht': 3,
          kind: 'service',
        },
      },
      [weight],
    );
    expect(filters.map(summary)).toEqual([
      { key: 'net_price', source: 'data', mode: 'numeric', from: '9.5', to: '100' },
      { key: 'unit', source: 'data', mode: 'exact', values: ['KGM', 'LS'] },
      { key: 'gewicht', source: 'custom', mode: 'numeric', values: ['3'] },
      { key: 'kind', source: 'data', mode: 'exact', values: ['service'] },
    ]);
    const tasks = planEntityList(
      'tasks',
      { archived: 'all', filter: { project: '12', due_date: { to: '2026-12-31' }, title: 'Dach' } },
      [],
    );
    expect(tasks.filters.map(summary)).toEqual([
      { key: 'project', source: 'data', mode: 'id', values: [12] },
      { key: 'due_date', source: 'data', mode: 'date', from: undefined, to: '2026-12-31' },
      { key: 'title', source: 'data', mode: 'text', values: ['Dach'] },
    ]);
  });

  it('drops empty choices and empty ranges instead of filtering everything away', () => {
    expect(plan({ filter: { unit: [], net_price: {} } }).filters).toEqual([]);
  });

  it('refuses unknown keys, ranges on text and values of the wrong kind', () => {
    expect(refusal(() => plan({ filter: { farbe: 'rot' } }))).toBe('Unbekannter Filter „farbe“.');
    expect(refusal(() => plan({ filter: { 'custom.farbe': 'rot' } }))).toBe(
      'Unbekannter Filter „custom.farbe“.',
    );
    expect(refusal(() => plan({ filter: { name: { from: 'a' } } }))).toBe(
      'Filter „Bezeichnung“: Von–bis geht nur bei Zahlen, Beträgen und Datumsfeldern.',
    );
    expect(refusal(() => plan({ filter: { net_price: '12 €' } }))).toBe(
      'Filter „Nettopreis (€)“: bitte eine Zahl angeben.',
    );
    expect(
      refusal(() => planEntityList('tasks', { archived: 'active', filter: { due_date: '31.12.2026' } }, [])),
    ).toBe('Filter „Fällig am“: bitte ein Datum (JJJJ-MM-TT) angeben.');
    expect(
      refusal(() => planEntityList('absences', { archived: 'active', filter: { half_day_start: 'ja' } }, [])),
    ).toBe('Filter „Erster Tag nur halb“: bitte Ja oder Nein angeben.');
  });

  it('lower-cases the search and leaves it out when blank', () => {
    expect(plan({ q: '  Müller ' }).search).toBe('müller');
    expect(plan({ q: '   ' }).search).toBeNull();
  });
});

describe('sort planning', () => {
  it('uses the registry default, columns, fields and custom fields', () => {
    expect(plan({}).sort).toMatchObject({ by: 'column', column: 'number', desc: false, key: 'number' });
    expect(planEntityList('projects', { archived: 'active', filter: {} }, []).sort).toMatchObject({
      by: 'column',
      column: 'number',
      desc: true,
    });
    expect(plan({ sort: '-net_price' }).sort).toMatchObject({ by: 'field', mode: 'numeric', desc: true });
    const custom: FieldDefinition = { key: 'farbe', label: 'Farbe', kind: 'text' };
    expect(plan({ sort: 'custom.farbe' }, [custom]).sort).toMatchObject({ by: 'field', mode: 'text' });
  });

  it('refuses unknown keys, list fields and numbers of types without numbers', () => {
    expect(refusal(() => plan({ sort: 'farbe' }))).toBe('Nach „farbe“ kann nicht sortiert werden.');
    expect(
      refusal(() => planEntityList('projects', { archived: 'active', filter: {}, sort: 'members' }, [])),
    ).toBe('Nach „members“ kann nicht sortiert werden.');
    expect(
      refusal(() => planEntityList('contacts', { archived: 'active', filter: {}, sort: 'number' }, [])),
    ).toBe('Nach „number“ kann nicht sortiert werden.');
  });
});

describe('cursor', () => {
  const byName: SortPlan = plan({ sort: 'name' }).sort;
  const byPrice: SortPlan = plan({ sort: 'net_price' }).sort;

  it('round-trips keyset and offset positions as opaque base64url', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (value, id) => {
        const raw = encodeCursor({ sort: 'name', value, id });
        expect(raw).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeCursor(raw, byName)).toEqual({ sort: 'name', value, id });
      }),
    );
    expect(decodeCursor(encodeCursor({ sort: 'net_price', offset: 100 }), byPrice)).toEqual({
      sort: 'net_price',
      offset: 100,
    });
  });

  it('refuses damaged cursors, other sorts and the wrong kind of position', () => {
    const message = 'Die Seite ist nicht mehr gültig. Bitte die Liste neu laden.';
    expect(refusal(() => decodeCursor('kaputt', byName))).toBe(message);
    expect(refusal(() => decodeCursor(encodeCursor({ sort: '-name', value: 'a', id: 1 }), byName))).toBe(
      message,
    );
    expect(refusal(() => decodeCursor(encodeCursor({ sort: 'name', offset: 50 }), byName))).toBe(message);
    expect(refusal(() => decodeCursor(encodeCursor({ sort: 'net_price', value: '1', id: 1 }), byPrice))).toBe(
      message,
    );
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
