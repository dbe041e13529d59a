import { describe, expect, it } from 'vitest';
import { historyQuery, parseHistoryFilters } from './history-filters.ts';

describe('history filters', () => {
  it('reads the URL leniently and drops what the server would refuse', () => {
    expect(
      parseHistoryFilters({
        entity: 'profile',
        entity_id: 12,
        actor_id: 'x',
        from: '2026-11-01',
        to: '21.11.2026',
        action: '',
        other: 'ignored',
      }),
    ).toEqual({ entity: 'profile', entity_id: '12', from: '2026-11-01' });
  });

  it('asks for whole local days', () => {
    const query = historyQuery({ from: '2026-11-01', to: '2026-11-21', actor_id: '3' }, 99, 20);
    expect(new Date(query.from!).getTime()).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).getTime());
    expect(new Date(query.to!).getTime()).toBe(new Date(2026, 10, 21, 23, 59, 59, 999).getTime());
    expect(query).toMatchObject({ actor_id: '3', before_id: 99, limit: 20 });
  });
});
