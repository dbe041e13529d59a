import { describe, expect, it } from 'vitest';
import { queryString } from '../../lib/contract-url.ts';
import {
  documentExportQuery,
  documentListQuery,
  documentSumsQuery,
  nextSort,
  parseDocumentListSearch,
  toDocumentListSearch,
  withDocumentFilter,
} from './document-list-state.ts';

describe('documents list state in the URL', () => {
  it('starts unfiltered, newest first, with a plain URL', () => {
    const state = parseDocumentListSearch({});
    expect(state).toMatchObject({
      q: '',
      types: [],
      statuses: [],
      customer: null,
      sort: '-document_date',
      page: 1,
    });
    expect(toDocumentListSearch(state)).toEqual({});
  });

  it('keeps every filter through a round trip and drops unknown values', () => {
    const state = parseDocumentListSearch({
      q: 'Wartung',
      type: 'invoice,quote,bogus',
      status: 'overdue,paid,nope',
      customer: 12,
      from: '2026-01-01',
      to: 'gestern',
      sort: 'gross',
      page: 3,
      view: 'dunning',
    });
    expect(state).toEqual({
      q: 'Wartung',
      types: ['invoice', 'quote'],
      statuses: ['overdue', 'paid'],
      customer: 12,
      from: '2026-01-01',
      to: null,
      sort: 'gross',
      page: 3,
      view: 'dunning',
    });
    expect(parseDocumentListSearch(toDocumentListSearch(state))).toEqual(state);
  });

  it('refuses a sort the API does not know (no SQL-ish input reaches the server)', () => {
    expect(parseDocumentListSearch({ sort: 'name; drop' }).sort).toBe('-document_date');
  });

  it('sends the filters to list and export alike, the export without paging', () => {
    const state = withDocumentFilter(parseDocumentListSearch({ page: 4 }), {
      statuses: ['overdue'],
      customer: 5,
      from: '2026-01-01',
    });
    expect(state.page).toBe(1);
    const list = new URLSearchParams(queryString(documentListQuery(state)));
    expect(Object.fromEntries(list)).toEqual({
      status: 'overdue',
      customer_id: '5',
      from: '2026-01-01',
      sort: '-document_date',
      limit: '50',
      offset: '0',
      sums: 'false',
    });
    // The sums' query names the same documents, without sort or page: it changes only with a filter.
    expect(Object.fromEntries(new URLSearchParams(queryString(documentSumsQuery(state))))).toEqual({
      status: 'overdue',
      customer_id: '5',
      from: '2026-01-01',
    });
    const exported = new URLSearchParams(queryString(documentExportQuery(state, 'xlsx')));
    expect(exported.get('format')).toBe('xlsx');
    expect(exported.get('status')).toBe('overdue');
    expect(exported.has('limit')).toBe(false);
  });

  it('toggles a column sort ascending, then descending', () => {
    expect(nextSort('-document_date', 'gross')).toBe('gross');
    expect(nextSort('gross', 'gross')).toBe('-gross');
    expect(nextSort('-gross', 'gross')).toBe('gross');
  });
});
