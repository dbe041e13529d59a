import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { continuablePage } from './continuable-page.ts';

describe('continuablePage: may the next list page continue from the shown one’s cursor?', () => {
  const key = ['list', 1, { page: 1 }];

  it('yes, while the shown page has a cursor and nothing changed since', () => {
    const client = new QueryClient();
    client.setQueryData(key, { items: [1, 2], next_cursor: 'abc', total: 7 });
    expect(continuablePage(client, key)).toEqual({ items: [1, 2], next_cursor: 'abc', total: 7 });
  });

  it('no after the list was invalidated (a record changed): the next page is asked by offset', async () => {
    const client = new QueryClient();
    client.setQueryData(key, { items: [1, 2], next_cursor: 'abc' });
    await client.invalidateQueries({ queryKey: ['list'] });
    expect(continuablePage(client, key)).toBeUndefined();
  });

  it('no for the last page, a page never shown, or the first page (no key)', () => {
    const client = new QueryClient();
    client.setQueryData(key, { items: [1], next_cursor: null });
    expect(continuablePage(client, key)).toBeUndefined();
    expect(continuablePage(client, ['list', 1, { page: 9 }])).toBeUndefined();
    expect(continuablePage(client, undefined)).toBeUndefined();
  });
});
