type SelectData = readonly (string | object)[];

const countOptions = (data: SelectData | undefined): number =>
  (data ?? []).reduce<number>(
    (count, item) =>
      count +
      (typeof item === 'object' && 'items' in item && Array.isArray(item.items) ? item.items.length : 1),
    0,
  );

/** Which SPEC §8 text an empty dropdown shows: nothing to choose at all, or nothing matching the search. */
export function selectEmptyMessage(data: SelectData | undefined, query: string) {
  return countOptions(data) === 0 || query.trim() === ''
    ? ({ key: 'select.noOptions' } as const)
    : ({ key: 'select.noResults', query: query.trim() } as const);
}
