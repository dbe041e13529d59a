import { describe, expect, it } from 'vitest';
import { queryString } from '../../lib/contract-url.ts';
import {
  activeFilterCount,
  exportRequestQuery,
  listRequestQuery,
  parseListSearch,
  previousPageQuery,
  toListSearch,
  withFilter,
} from './list-state.ts';

const defaults = parseListSearch({}, 'name');

describe('list state in the URL', () => {
  it('starts with page 1 of 25 active records in the default order', () => {
    expect(defaults).toEqual({ q: '', sort: 'name', page: 1, size: 25, archived: 'active', filter: {} });
    expect(toListSearch(defaults, 'name')).toEqual({});
  });

  it('reads what the router parsed, including numbers for numeric-looking searches', () => {
    const state = parseListSearch(
      { q: 10001, sort: '-custom.farbe', page: 3, size: 50, archived: 'all', filter: { city: 'Köln' } },
      'name',
    );
    expect(state).toEqual({
      q: '10001',
      sort: '-custom.farbe',
      page: 3,
      size: 50,
      archived: 'all',
      filter: { city: 'Köln' },
    });
  });

  it('falls back to defaults for anything unusable', () => {
    const state = parseListSearch(
      { sort: 'name; drop table', page: -2, size: 33, archived: 'deleted', filter: 'kaputt' },
      '-number',
    );
    expect(state).toEqual({ ...defaults, sort: '-number' });
    expect(parseListSearch({ page: 2.5, filter: { x: { nested: true } } }, 'name')).toEqual(defaults);
  });

  it('drops empty filters (empty lists, open ranges, empty text)', () => {
    const state = parseListSearch(
      { filter: { kind: [], start_date: { from: '' }, city: '', status: ['open'] } },
      'name',
    );
    expect(state.filter).toEqual({ status: ['open'] });
    expect(activeFilterCount(state)).toBe(1);
  });

  it('writes only what differs from the defaults back to the URL', () => {
    const state = { ...defaults, q: ' Müller ', page: 2, filter: { city: 'Köln', kind: [] } };
    expect(toListSearch(state, 'name')).toEqual({ q: 'Müller', page: 2, filter: { city: 'Köln' } });
  });

  it('keeps a number search a bare number in the URL (and zip codes with leading zeros as text)', () => {
    expect(toListSearch({ ...defaults, q: '10038' }, 'name')).toEqual({ q: 10038 });
    expect(toListSearch({ ...defaults, q: '01067' }, 'name')).toEqual({ q: '01067' });
    expect(parseListSearch({ q: 10038 }, 'name').q).toBe('10038');
  });

  it('a changed filter starts again at page 1; an empty value removes the filter', () => {
    const onPage3 = { ...defaults, page: 3, filter: { city: 'Köln' } };
    expect(withFilter(onPage3, 'kind', ['company'])).toMatchObject({
      page: 1,
      filter: { city: 'Köln', kind: ['company'] },
    });
    expect(withFilter(onPage3, 'city', undefined).filter).toEqual({});
    expect(withFilter(onPage3, 'city', { from: undefined }).filter).toEqual({});
  });
});

describe('API queries', () => {
  const state = {
    ...defaults,
    q: 'Müller',
    sort: '-number',
    page: 3,
    size: 50 as const,
    filter: { kind: ['company'], net_price: { from: 10 } },
  };

  it('asks the list for one page by offset, with the filter as JSON', () => {
    const params = new URLSearchParams(queryString(listRequestQuery(state)));
    expect(Object.fromEntries(params)).toEqual({
      q: 'Müller',
      sort: '-number',
      archived: 'active',
      limit: '50',
      offset: '100',
      filter: JSON.stringify({ kind: ['company'], net_price: { from: 10 } }),
    });
  });

  it('finds the page before (whose cursor opens this one) by the same query one page back', () => {
    expect(previousPageQuery(state)).toEqual({ ...listRequestQuery(state), offset: 50 });
    expect(previousPageQuery({ ...state, page: 1 })).toBeUndefined();
  });

  it('exports the same records without paging, in the chosen columns', () => {
    const params = new URLSearchParams(
      queryString(exportRequestQuery(state, ['number', 'name', 'custom.farbe'], 'csv')),
    );
    expect(params.get('format')).toBe('csv');
    expect(params.get('columns')).toBe('number,name,custom.farbe');
    expect(params.get('q')).toBe('Müller');
    expect(params.get('filter')).toBe(JSON.stringify(state.filter));
    expect(params.has('limit')).toBe(false);
    expect(params.has('offset')).toBe(false);
  });
});
